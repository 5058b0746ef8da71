// What the operator needs beside the conversation, read by the server through the owning
// features' services: balance, VIP level, the last deposits and the open betting tasks.
import type { PlayerContext } from '@khel/contracts/admin/support-chat';
import { Card, Descriptions, Empty, Typography } from 'antd';
import { Link } from 'react-router';
import { money, when } from '../../lib/format.ts';

export function PlayerContextCard({ context }: { context: PlayerContext }) {
  return (
    <Card size="small" title={<Link to={`/players/${context.playerId}`}>Player {context.playerId}</Link>} aria-label="Player context">
      <Descriptions size="small" column={1}>
        <Descriptions.Item label="Balance">{money(context.balance)}</Descriptions.Item>
        <Descriptions.Item label="Available">{money(context.available)}</Descriptions.Item>
        <Descriptions.Item label="VIP level">{context.vipLevel}</Descriptions.Item>
      </Descriptions>
      <Typography.Title level={5}>Last deposits</Typography.Title>
      {context.lastDeposits.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No deposits" />
      ) : (
        <ul className="support-context__list" aria-label="Last deposits">
          {context.lastDeposits.map((d) => (
            <li key={d.orderNo}>
              <strong>{money(d.amount)}</strong> <span className="weak">{d.state}</span>
              <div className="weak">{when(d.createdAt)}</div>
            </li>
          ))}
        </ul>
      )}
      <Typography.Title level={5}>Open betting tasks</Typography.Title>
      {context.openTasks.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No open tasks" />
      ) : (
        <ul className="support-context__list" aria-label="Open betting tasks">
          {context.openTasks.map((t) => (
            <li key={t.id}>
              {t.desc || `Task ${t.id}`}: {money(t.remaining)} left of {money(t.requirement)}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
