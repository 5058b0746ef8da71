// Player feedback (/usercenter/web/feedback; docs/requirements/protection.md#9-complaints-and-disputes): suggestions, problems and
// complaints, open first; each gets one answer, which the player reads on /Customerservice.
import { FEEDBACK_CATEGORIES, type FeedbackCategory } from '@khel/contracts/endpoints/support';
import { answerFeedback, listFeedback, type AdminFeedback } from '@khel/contracts/admin/support';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { DataTable, columnsFor, type Columns } from '../../components/data-table.tsx';
import { KeysetPager } from '../../components/keyset-pager.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { StateTag } from '../../components/state-tag.tsx';
import { useKeyset } from '../../components/use-keyset.ts';
import { useNotify } from '../../components/use-notify.ts';
import { adminCall } from '../../lib/api.ts';
import { when } from '../../lib/format.ts';

const CATEGORY_NAMES: Record<FeedbackCategory, string> = { suggestion: 'Suggestion', problem: 'Problem', complaint: 'Complaint' };
const REPLY_MIN = 2;

const col = columnsFor<AdminFeedback>();

export default function FeedbackPage() {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [filters, setFilters] = useState<{ state?: 'open' | 'answered'; category?: FeedbackCategory }>({ state: 'open' });
  const [answering, setAnswering] = useState<AdminFeedback | null>(null);
  const [reply, setReply] = useState('');
  const list = useKeyset('feedback', filters, (input) => adminCall(listFeedback, input));

  const send = async () => {
    if (!answering) return;
    try {
      await adminCall(answerFeedback, { id: answering.id, reply });
      notify.ok(`Feedback #${answering.id} answered`);
      setAnswering(null);
      setReply('');
      void queryClient.invalidateQueries({ queryKey: ['feedback'] });
    } catch (error) {
      notify.fail(error);
    }
  };

  const columns: Columns<AdminFeedback> = [
    col.accessor('id', { header: '#' }),
    col.accessor('category', { header: 'About', cell: (c) => CATEGORY_NAMES[c.getValue() as FeedbackCategory] }),
    col.accessor('playerId', { header: 'Player', cell: (c) => <Link to={`/players/${c.getValue()}`}>{c.getValue()}</Link> }),
    col.accessor('message', { header: 'Message', cell: (c) => <span style={{ whiteSpace: 'pre-wrap' }}>{c.getValue()}</span> }),
    col.accessor('contact', { header: 'Contact', cell: (c) => <span className="weak">{c.getValue() || '—'}</span> }),
    col.accessor('state', { header: 'State', cell: (c) => <StateTag state={c.getValue()} /> }),
    col.accessor('createdAt', { header: 'Sent', cell: (c) => <span className="weak">{when(c.getValue())}</span> }),
    col.display({
      id: 'answer',
      header: 'Answer',
      cell: (c) =>
        c.row.original.state === 'open' ? (
          <Button size="small" onClick={() => setAnswering(c.row.original)}>
            Answer…
          </Button>
        ) : (
          <span className="weak">{c.row.original.reply}</span>
        ),
    }),
  ];

  return (
    <>
      <PageHeader title="Feedback">What players tell the operator from the app; each gets one answer, shown to the player.</PageHeader>
      <Flex gap={8} style={{ marginBottom: 12 }}>
        <Select
          aria-label="State"
          style={{ width: 140 }}
          value={filters.state ?? 'all'}
          options={[{ value: 'all', label: 'All' }, { value: 'open', label: 'Open' }, { value: 'answered', label: 'Answered' }]}
          onChange={(value) => setFilters((f) => ({ ...f, state: value === 'all' ? undefined : (value as 'open' | 'answered') }))}
        />
        <Select
          aria-label="About"
          style={{ width: 180 }}
          value={filters.category ?? 'all'}
          options={[{ value: 'all', label: 'Everything' }, ...FEEDBACK_CATEGORIES.map((c) => ({ value: c, label: CATEGORY_NAMES[c] }))]}
          onChange={(value) => setFilters((f) => ({ ...f, category: value === 'all' ? undefined : (value as FeedbackCategory) }))}
        />
      </Flex>
      <DataTable label="Feedback" rows={list.items} columns={columns} rowId={(f) => String(f.id)} loading={list.isFetching} />
      <KeysetPager page={list.page} hasNext={list.hasNext} onFirst={list.first} onPrevious={list.previous} onNext={list.next} />
      <Modal
        open={answering !== null}
        title={`Answer feedback #${answering?.id ?? ''}`}
        okText="Send answer"
        okButtonProps={{ disabled: reply.trim().length < REPLY_MIN }}
        onOk={() => void send()}
        onCancel={() => setAnswering(null)}
      >
        <p style={{ whiteSpace: 'pre-wrap' }}>{answering?.message}</p>
        <label htmlFor="feedback-reply">Answer (the player sees it in the app)</label>
        <Input.TextArea id="feedback-reply" rows={4} maxLength={1000} value={reply} onChange={(event) => setReply(event.target.value)} />
      </Modal>
    </>
  );
}
