// Cash out: the offer the player saw, confirmed in a dialog, sent as `amount`. The server pays only
// that amount: when its offer moved meanwhile it answers 1429, the list is read again and the dialog
// shows the new offer to confirm; when none is offered now (1428) it says so.
import { ErrorCode } from '@khel/contracts/error-codes';
import type { SportsBet } from '@khel/contracts/endpoints/sportsbook';
import { Button, CenterPopup } from 'antd-mobile';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NARROW_POPUP } from '../../../components/ui/popup-size.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { formatBalance } from '../../../lib/money.ts';
import { applyBalance } from '../../../stores/session-store.ts';
import { cashOut } from '../api/sports-api.ts';
import { useDialogFocus } from '../hooks/use-dialog-focus.ts';

export interface CashOutTarget {
  bet: SportsBet;
  /** The offer the player confirms. */
  amount: number;
}

interface CashOutDialogProps {
  target: CashOutTarget | null;
  onClose: () => void;
  /** Cashed out: the bet as settled and the balance after. */
  onDone: (bet: SportsBet, balance: number) => void;
  /** Reads the open bets again; resolves to the bet's offer now (null: none). */
  reload: (betId: string) => Promise<number | null>;
  onOfferChanged: (amount: number | null) => void;
}

export function CashOutDialog({ target, onClose, onDone, reload, onOfferChanged }: CashOutDialogProps) {
  return (
    <CenterPopup visible={target !== null} onMaskClick={onClose} style={NARROW_POPUP} destroyOnClose>
      {target ? <CashOutBody key={target.bet.id} target={target} onClose={onClose} onDone={onDone} reload={reload} onOfferChanged={onOfferChanged} /> : null}
    </CenterPopup>
  );
}

function CashOutBody({ target, onClose, onDone, reload, onOfferChanged }: CashOutDialogProps & { target: CashOutTarget }) {
  const { t } = useTranslation(['ui', 'messages']);
  const { takeFocus, onKeyDown } = useDialogFocus(onClose);
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const [unavailable, setUnavailable] = useState(false);
  const { bet, amount } = target;

  const confirm = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    try {
      const reply = await cashOut(bet.id, amount);
      applyBalance(reply.balance);
      onDone(reply.bet, reply.balance);
    } catch (error) {
      setMessage(error instanceof Error ? error.message : '');
      if (isApiError(error) && (error.code === ErrorCode.sportsCashOutChanged || error.code === ErrorCode.sportsCashOutUnavailable)) {
        const offer = await reload(bet.id).catch(() => null);
        onOfferChanged(offer);
        setUnavailable(offer === null);
      }
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  return (
    <div className="sports-dialog" role="alertdialog" aria-modal="true" aria-labelledby="sports-cash-out-title" aria-describedby="sports-cash-out-text" tabIndex={-1} ref={takeFocus} onKeyDown={onKeyDown}>
      <h2 className="sports-dialog__title" id="sports-cash-out-title">
        {t('sports.cashOut.title')}
      </h2>
      <p id="sports-cash-out-text">{t('sports.cashOut.text', { amount: formatBalance(amount), potential: formatBalance(bet.potentialReturn) })}</p>
      <p className="sports-dialog__message" role="status">
        {message}
      </p>
      <div className="sports-dialog__actions">
        <Button block fill="outline" onClick={onClose}>
          {t('sports.cashOut.cancel')}
        </Button>
        <Button block color="primary" disabled={busy || unavailable} onClick={() => void confirm()}>
          {busy ? t('sports.cashOut.busy') : t('sports.cashOut.confirm', { amount: formatBalance(amount) })}
        </Button>
      </div>
    </div>
  );
}
