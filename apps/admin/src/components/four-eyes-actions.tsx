// Approve / Reject for something another operator asked for or made (four eyes: adjustments, limit
// requests, gift codes, reward mail; docs/compliance/four-eyes.md). Disabled for its maker, with the
// reason on hover — the server and the database refuse them anyway. Reject asks why first.
import { Button, Input, Modal, Space, Tooltip } from 'antd';
import { useId, useState } from 'react';

export function FourEyesActions(props: {
  /** The signed-in operator made or requested it. */
  mine: boolean;
  /** Names it in the reject dialog's title, e.g. "adjustment #12". */
  what: string;
  onApprove: () => void | Promise<void>;
  onReject: (note: string) => void | Promise<void>;
}) {
  const [rejecting, setRejecting] = useState(false);
  const [note, setNote] = useState('');
  const noteId = useId();
  const why = props.mine ? 'You made or requested it: a second operator approves or rejects it' : undefined;
  const reject = async () => {
    await props.onReject(note.trim());
    setRejecting(false);
    setNote('');
  };
  return (
    <Space size={4}>
      <Tooltip title={why}>
        <Button size="small" type="primary" disabled={props.mine} onClick={() => void props.onApprove()}>
          Approve
        </Button>
      </Tooltip>
      <Tooltip title={why}>
        <Button size="small" danger disabled={props.mine} onClick={() => setRejecting(true)}>
          Reject
        </Button>
      </Tooltip>
      <Modal
        open={rejecting}
        title={`Reject ${props.what}`}
        okText="Reject"
        okButtonProps={{ danger: true, disabled: note.trim().length < 3 }}
        onOk={() => void reject()}
        onCancel={() => setRejecting(false)}
      >
        <label htmlFor={noteId}>Why</label>
        <Input id={noteId} value={note} maxLength={500} onChange={(event) => setNote(event.target.value)} />
      </Modal>
    </Space>
  );
}
