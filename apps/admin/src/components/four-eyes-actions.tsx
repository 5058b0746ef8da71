// Approve / Reject for something another operator made (four eyes, docs/compliance/four-eyes.md):
// disabled for its creator, with the reason on hover; the server refuses them anyway (1870).
import { Button, Space, Tooltip } from 'antd';

export function FourEyesActions({ mine, onDecide }: { mine: boolean; onDecide: (approve: boolean) => void }) {
  const why = mine ? 'You made it: a second operator approves or rejects it' : undefined;
  return (
    <Space size={4}>
      <Tooltip title={why}>
        <Button size="small" type="primary" disabled={mine} onClick={() => onDecide(true)}>
          Approve
        </Button>
      </Tooltip>
      <Tooltip title={why}>
        <Button size="small" danger disabled={mine} onClick={() => onDecide(false)}>
          Reject
        </Button>
      </Tooltip>
    </Space>
  );
}
