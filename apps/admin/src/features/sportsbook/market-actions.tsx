// A market's actions on the event page: Suspend/Resume and Limits (sportsbook.trade) while it can
// still take bets, and Settle… (sportsbook.settle; a correction once settled), held back while a
// settlement waits for its second operator.
import { suspendMarket, type TradingMarket } from '@khel/contracts/admin/sportsbook';
import { Button, Space, Tooltip } from 'antd';
import { useState } from 'react';
import { useNotify } from '../../components/use-notify.ts';
import { adminCall } from '../../lib/api.ts';
import { useCan } from '../../lib/session.ts';
import { LimitsModal } from './limits-modal.tsx';
import { marketName, type Teams } from './market-names.ts';
import { ReasonModal } from './reason-modal.tsx';
import { SettleModal } from './settle-modal.tsx';

type Open = 'suspend' | 'limits' | 'settle' | null;

export function MarketActions({ market, teams, onChanged }: { market: TradingMarket; teams: Teams; onChanged: () => void }) {
  const can = useCan();
  const notify = useNotify();
  const [open, setOpen] = useState<Open>(null);
  const name = marketName(market.kind, market.params, market.line);
  const final = market.status === 'settled' || market.status === 'void';
  const suspended = market.suspendedByOperator;
  const done = () => {
    setOpen(null);
    onChanged();
  };

  const toggleSuspension = async (reason: string) => {
    try {
      await adminCall(suspendMarket, { id: market.id, suspended: !suspended, reason });
      notify.ok(suspended ? `${name} resumed` : `${name} suspended`);
      done();
    } catch (error) {
      notify.fail(error);
    }
  };

  return (
    <Space size={4} onClick={(event) => event.stopPropagation()}>
      {can('sportsbook.trade') && !final ? (
        <>
          <Button size="small" danger={!suspended} onClick={() => setOpen('suspend')}>
            {suspended ? 'Resume' : 'Suspend'}
          </Button>
          <Button size="small" onClick={() => setOpen('limits')}>
            Limits
          </Button>
        </>
      ) : null}
      {can('sportsbook.settle') ? (
        <Tooltip title={market.pendingSettlementId === null ? undefined : `Settlement #${market.pendingSettlementId} waits for a second operator`}>
          <Button size="small" disabled={market.pendingSettlementId !== null} onClick={() => setOpen('settle')}>
            Settle…
          </Button>
        </Tooltip>
      ) : null}
      <ReasonModal
        open={open === 'suspend'}
        title={suspended ? `Resume ${name}` : `Suspend ${name}`}
        okText={suspended ? 'Resume' : 'Suspend'}
        danger={!suspended}
        onConfirm={toggleSuspension}
        onClose={() => setOpen(null)}
      >
        <p>{suspended ? 'The market takes bets again when the feed has it open.' : 'The market takes no bets until the trading team resumes it; the feed keeps pricing it.'}</p>
      </ReasonModal>
      {open === 'limits' ? <LimitsModal market={market} onClose={() => setOpen(null)} onSaved={done} /> : null}
      {open === 'settle' ? <SettleModal market={market} teams={teams} onClose={() => setOpen(null)} onRequested={done} /> : null}
    </Space>
  );
}
