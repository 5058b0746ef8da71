import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

export function PageHeader({ title, extra, children }: { title: ReactNode; extra?: ReactNode; children?: ReactNode }) {
  return (
    <div style={{ marginBottom: 16 }}>
      <Flex justify="space-between" align="center" gap={16}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        {extra}
      </Flex>
      {children ? <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>{children}</Typography.Paragraph> : null}
    </div>
  );
}
