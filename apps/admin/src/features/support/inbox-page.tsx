// The support inbox (docs/requirements/support-chat.md): conversations unassigned, mine or all,
// the longest waiting first; the open conversation in the middle; the player's context beside it.
// Polled every 3 seconds; while this page is open its operator counts as online for the player app.
import type { InboxConversation } from '@khel/contracts/admin/support-chat';
import { Badge, Button, Empty, Flex, Segmented, Select, Tag } from 'antd';
import { useState } from 'react';
import { PageHeader } from '../../components/page-header.tsx';
import { age } from '../../lib/format.ts';
import { useSession } from '../../lib/session.ts';
import { ConversationPanel } from './conversation-panel.tsx';
import { useConversation, useInbox, useSupportSettings, type InboxView } from './inbox-api.ts';
import { PlayerContextCard } from './player-context-card.tsx';
import { SupportSettingsModal } from './support-settings-modal.tsx';
import './support-inbox.css';

const VIEWS: { value: InboxView; label: string }[] = [
  { value: 'unassigned', label: 'Unassigned' },
  { value: 'mine', label: 'Mine' },
  { value: 'all', label: 'All' },
];

export default function InboxPage() {
  const me = useSession()?.me;
  const [view, setView] = useState<InboxView>('unassigned');
  const [state, setState] = useState<'open' | 'closed'>('open');
  const [openId, setOpenId] = useState<number | null>(null);
  const [editing, setEditing] = useState(false);
  const inbox = useInbox(view, state);
  const detail = useConversation(openId);
  const settings = useSupportSettings();

  return (
    <>
      <PageHeader
        title="Support inbox"
        extra={
          <Flex gap={8} align="center">
            {inbox.data ? <Tag color={inbox.data.staffed ? 'green' : 'orange'}>{inbox.data.staffed ? 'Staffed' : 'Offline: answers also go to the mailbox'}</Tag> : null}
            <Button disabled={!settings.data} onClick={() => setEditing(true)}>
              Canned replies and hours
            </Button>
          </Flex>
        }
      >
        Live chat with players. Take a conversation to answer it; the player sees the answer at once.
      </PageHeader>
      <div className="support-inbox">
        <aside className="support-inbox__list">
          <Flex gap={8} style={{ marginBottom: 8 }}>
            <Segmented aria-label="Which conversations" options={VIEWS} value={view} onChange={(v) => setView(v as InboxView)} />
            <Select aria-label="State" style={{ width: 100 }} value={state} options={[{ value: 'open', label: 'Open' }, { value: 'closed', label: 'Closed' }]} onChange={setState} />
          </Flex>
          {inbox.data?.items.length === 0 ? <Empty description="No conversations" /> : null}
          <ul aria-label="Conversations">
            {inbox.data?.items.map((c) => (
              <li key={c.id}>
                <ConversationRow conversation={c} asOf={inbox.dataUpdatedAt} selected={c.id === openId} onOpen={() => setOpenId(c.id)} />
              </li>
            ))}
          </ul>
        </aside>
        <main className="support-inbox__conversation">
          {detail.data && inbox.data ? (
            <ConversationPanel detail={detail.data} operators={inbox.data.operators} meId={me?.operatorId} />
          ) : (
            <Empty description="Pick a conversation" />
          )}
        </main>
        <aside className="support-inbox__context">{detail.data ? <PlayerContextCard context={detail.data.context} /> : null}</aside>
      </div>
      {editing && settings.data ? <SupportSettingsModal settings={settings.data} onClose={() => setEditing(false)} /> : null}
    </>
  );
}

/** asOf: when the list was fetched (it is refetched every 3 s), so the waiting time moves with each poll. */
function ConversationRow({ conversation: c, asOf, selected, onOpen }: { conversation: InboxConversation; asOf: number; selected: boolean; onOpen: () => void }) {
  const waited = c.waitingSince ? Math.max(0, Math.floor((asOf - Date.parse(c.waitingSince)) / 60_000)) : null;
  return (
    <button type="button" className={`support-inbox__row${selected ? ' support-inbox__row--selected' : ''}`} aria-pressed={selected} onClick={onOpen}>
      <Flex justify="space-between">
        <strong>Player {c.playerId}</strong>
        <Badge count={c.unread} aria-label={`${c.unread} unread`} />
      </Flex>
      <span className="support-inbox__last">{c.lastText}</span>
      <Flex justify="space-between" className="weak">
        <span>{waited === null ? 'Answered' : `Waiting ${age(waited)}`}</span>
        <span>{c.assignedName ?? 'Unassigned'}</span>
      </Flex>
    </button>
  );
}
