// Asks to settle a market (its winning selection, several for a dead heat, or void) or, once
// settled, to correct its result. Nothing moves until a second operator approves the request on
// the Settlements screen.
import { requestSettlement, type MarketResult, type Settlement, type TradingMarket } from '@khel/contracts/admin/sportsbook';
import { Alert, Checkbox, Input, Modal, Radio, Typography } from 'antd';
import { useId, useState } from 'react';
import { useNotify } from '../../components/use-notify.ts';
import { adminCall } from '../../lib/api.ts';
import { marketName, selectionName, type Teams } from './market-names.ts';
import { resultText } from './market-result.ts';

type Outcome = 'winners' | 'void';

export function SettleModal({ market, teams, onClose, onRequested }: { market: TradingMarket; teams: Teams; onClose: () => void; onRequested: (settlement: Settlement) => void }) {
  const notify = useNotify();
  const [outcome, setOutcome] = useState<Outcome>('winners');
  const [winners, setWinners] = useState<string[]>([]);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const reasonId = useId();
  const name = marketName(market.kind, market.params, market.line);
  const correction = market.result !== null;
  const names = new Map(market.selections.map((s) => [s.key, selectionName(s.key, teams, s.name)]));
  const ready = reason.trim().length >= 3 && (outcome === 'void' || winners.length > 0);

  const submit = async () => {
    const result: MarketResult = outcome === 'void' ? { void: true } : { winners };
    setBusy(true);
    try {
      const settlement = await adminCall(requestSettlement, { id: market.id, result, reason: reason.trim() });
      notify.ok(`Settlement #${settlement.id} of ${name} waits for a second operator`);
      onRequested(settlement);
    } catch (error) {
      notify.fail(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={correction ? `Correct the result of ${name}` : `Settle ${name}`}
      okText={correction ? 'Ask for the correction' : 'Ask for settlement'}
      okButtonProps={{ disabled: !ready, loading: busy }}
      onOk={() => void submit()}
      onCancel={onClose}
    >
      {correction ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          title="This market is already settled: this is a correction."
          description={
            <>
              <div>Current result: {resultText(market.result, teams, names)}</div>
              <div>Once approved, its bets are settled again with the new result: winnings already paid may be taken back.</div>
            </>
          }
        />
      ) : (
        <Typography.Paragraph type="secondary">Nothing moves until a second operator approves it on the Settlements screen.</Typography.Paragraph>
      )}
      <Radio.Group
        aria-label="Outcome"
        value={outcome}
        onChange={(event) => setOutcome(event.target.value as Outcome)}
        options={[
          { value: 'winners', label: 'Winning selection(s)' },
          { value: 'void', label: 'Void (every stake returned)' },
        ]}
        style={{ marginBottom: 12 }}
      />
      {outcome === 'winners' ? (
        <>
          <Checkbox.Group
            aria-label="Winners"
            value={winners}
            onChange={(next) => setWinners(next)}
            options={market.selections.map((s) => ({ value: s.key, label: names.get(s.key) ?? s.key }))}
            style={{ display: 'flex', flexDirection: 'column', gap: 4, marginBottom: 8 }}
          />
          {winners.length > 1 ? <Typography.Paragraph type="warning">Dead heat: the {winners.length} winners share each stake.</Typography.Paragraph> : null}
        </>
      ) : null}
      <label htmlFor={reasonId}>Reason</label>
      <Input.TextArea id={reasonId} rows={2} maxLength={500} value={reason} onChange={(event) => setReason(event.target.value)} />
    </Modal>
  );
}
