// One event on the trading desk: its status, "Suspend event"/"Resume event" (every market at once,
// the feed keeps pricing them), and its markets with liability, limits and results. Reads again
// every 5 s while visible.
import { suspendEvent } from '@khel/contracts/admin/sportsbook';
import { Alert, Button, Descriptions, Space } from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { useNotify } from '../../components/use-notify.ts';
import { adminCall } from '../../lib/api.ts';
import { money, when } from '../../lib/format.ts';
import { useCan } from '../../lib/session.ts';
import { LiabilityAmount } from './liability-amount.tsx';
import { SPORT_LABELS } from './market-names.ts';
import { MarketsTable } from './markets-table.tsx';
import { ReasonModal } from './reason-modal.tsx';
import { useRefreshTrading, useTradingEvent } from './sportsbook-api.ts';
import { EventStatusTag, OperatorSuspendedTag } from './sportsbook-tags.tsx';

export default function EventPage() {
  const id = Number(useParams()['id']);
  const can = useCan();
  const notify = useNotify();
  const refresh = useRefreshTrading();
  const query = useTradingEvent(id);
  const [suspending, setSuspending] = useState(false);
  const event = query.data?.event;

  if (query.error) return <Alert type="error" title={query.error.message} />;
  if (!event) return <PageHeader title="Event">Loading…</PageHeader>;

  const suspended = event.suspendedByOperator;
  const toggle = async (reason: string) => {
    try {
      await adminCall(suspendEvent, { id, suspended: !suspended, reason });
      notify.ok(suspended ? 'Event resumed: its markets take bets again' : 'Event suspended: none of its markets takes bets');
      setSuspending(false);
      refresh();
    } catch (error) {
      notify.fail(error);
    }
  };

  return (
    <>
      <PageHeader
        title={
          <Space size="middle">
            {`${event.home} v ${event.away}`}
            <EventStatusTag status={event.status} />
            {suspended ? <OperatorSuspendedTag /> : null}
          </Space>
        }
        extra={
          <Space>
            <Link to="/sportsbook/events">All events</Link>
            {can('sportsbook.trade') ? (
              <Button danger={!suspended} type={suspended ? 'primary' : 'default'} onClick={() => setSuspending(true)}>
                {suspended ? 'Resume event' : 'Suspend event'}
              </Button>
            ) : null}
          </Space>
        }
      >
        {`${SPORT_LABELS[event.sport]} · ${event.competition} · ${event.format} · starts ${when(event.startsAt)}`}
      </PageHeader>
      <Descriptions size="small" column={3} style={{ marginBottom: 16 }}>
        <Descriptions.Item label="Open bets">{event.openBets}</Descriptions.Item>
        <Descriptions.Item label="Stakes">{money(event.stakes)}</Descriptions.Item>
        <Descriptions.Item label="Liability (sum of worst cases)">
          <LiabilityAmount value={event.liability} />
        </Descriptions.Item>
      </Descriptions>
      <MarketsTable markets={query.data?.markets ?? []} teams={event} loading={query.isLoading} onChanged={refresh} />
      <ReasonModal
        open={suspending}
        title={suspended ? 'Resume event' : 'Suspend event'}
        okText={suspended ? 'Resume event' : 'Suspend event'}
        danger={!suspended}
        onConfirm={toggle}
        onClose={() => setSuspending(false)}
      >
        <p>{suspended ? 'Its markets take bets again where the feed has them open.' : 'None of its markets takes bets until the trading team resumes the event; the feed keeps pricing them.'}</p>
      </ReasonModal>
    </>
  );
}
