import { LeftOutlined, RightOutlined, VerticalRightOutlined } from '@ant-design/icons';
import { Button, Space, Typography } from 'antd';

/** First / previous / next over a keyset list (use-keyset.ts): no page count, no jumps — keysets have none. */
export function KeysetPager({ page, hasNext, onFirst, onPrevious, onNext, loading }: { page: number; hasNext: boolean; onFirst: () => void; onPrevious: () => void; onNext: () => void; loading?: boolean }) {
  return (
    <Space style={{ marginTop: 12, justifyContent: 'flex-end', width: '100%' }}>
      <Typography.Text type="secondary">Page {page}</Typography.Text>
      <Button icon={<VerticalRightOutlined />} disabled={page === 1} onClick={onFirst} aria-label="First page" />
      <Button icon={<LeftOutlined />} disabled={page === 1} onClick={onPrevious}>
        Previous
      </Button>
      <Button disabled={!hasNext} loading={loading} onClick={onNext}>
        Next <RightOutlined />
      </Button>
    </Space>
  );
}
