// The bet slip: a bar above the tab bar while it holds selections ("2 selections · Bet slip"), which
// opens it as a bottom sheet (a modal dialog: focus moves in, stays in, Escape closes, and returns
// to the bar). Singles, or one accumulator when the selections are of two or more different
// matches; a stake each (or one), the potential returns and totals; what to accept when the odds
// move; Place bet. A visitor fills the slip like anyone and is asked to log in to place it.
import { SPORTS_MAX_LEGS, type OddsAcceptance } from '@khel/contracts/endpoints/sportsbook';
import { Button, Popup } from 'antd-mobile';
import type { TFunction } from 'i18next';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SheetHeader } from '../../../components/ui/sheet-header.tsx';
import { paths } from '../../../config/paths.ts';
import { formatBalance } from '../../../lib/money.ts';
import { usePopupStore } from '../../../stores/popup-store.ts';
import { useIsLoggedIn } from '../../../stores/session-store.ts';
import { useDialogFocus } from '../hooks/use-dialog-focus.ts';
import { usePlaceBets, type PlaceOutcome } from '../hooks/use-place-bets.ts';
import { SlipEventRead, useSlipEventIds, useSlipLive } from '../hooks/use-slip-live.ts';
import { formatOdds } from '../lib/odds.ts';
import { selectionLabel } from '../lib/labels.ts';
import { summariseSlip, type SlipSummary } from '../lib/slip-maths.ts';
import { acceptNewOdds, setAccept, setAccumulatorStake, setMode, setStake, useSlipStore } from '../stores/slip-store.ts';
import { BetReceipt } from './bet-receipt.tsx';
import { SlipLine } from './slip-line.tsx';
import { StakeField } from './stake-field.tsx';

export function BetSlip() {
  const { t } = useTranslation(['ui', 'messages']);
  const count = useSlipStore((state) => state.selections.length);
  const [open, setOpen] = useState(false);
  const bar = useRef<HTMLButtonElement>(null);
  const eventIds = useSlipEventIds();
  useSlipLive(eventIds, open);
  const close = () => {
    setOpen(false);
    bar.current?.focus();
  };
  return (
    <>
      {count > 0 ? <div className="sports-slip-spacer" aria-hidden="true" /> : null}
      <div className={count > 0 ? 'sports-slip-bar' : 'sports-slip-bar sports-slip-bar--empty'} aria-live="polite">
        {count > 0 ? (
          <button ref={bar} type="button" className="sports-slip-bar__button" aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)}>
            <span className="sports-slip-bar__count" aria-hidden="true">
              {count}
            </span>
            {t('sports.slip.bar', { count })}
          </button>
        ) : null}
      </div>
      {open ? eventIds.map((id) => <SlipEventRead key={id} id={id} />) : null}
      <Popup visible={open} position="bottom" onMaskClick={close} bodyClassName="sheet-popup sports-sheet" destroyOnClose>
        <SlipSheet onClose={close} />
      </Popup>
    </>
  );
}

const ACCEPT_OPTIONS: readonly OddsAcceptance[] = ['none', 'higher', 'any'];

function SlipSheet({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['ui', 'messages']);
  const { selections, stakes, accumulatorStake, mode, accept } = useSlipStore();
  const summary = useMemo(() => summariseSlip({ selections, stakes, accumulatorStake, mode }), [selections, stakes, accumulatorStake, mode]);
  const loggedIn = useIsLoggedIn();
  const openPopup = usePopupStore((state) => state.open);
  const { placing, place } = usePlaceBets();
  const [attempted, setAttempted] = useState(false);
  const [outcome, setOutcome] = useState<PlaceOutcome | null>(null);
  const { takeFocus, onKeyDown } = useDialogFocus(onClose);
  const sheet = useRef<HTMLDivElement | null>(null);
  // Stable, or every render would move focus back to the sheet.
  const attach = useCallback(
    (node: HTMLDivElement | null) => {
      sheet.current = node;
      takeFocus(node);
    },
    [takeFocus],
  );

  const failureOf = (selectionId: number) => outcome?.failures.find((failure) => failure.selectionIds.includes(selectionId))?.message ?? null;

  const onPlace = async () => {
    if (summary.changed.length > 0) {
      acceptNewOdds();
      return;
    }
    if (!loggedIn) {
      onClose();
      openPopup({ name: 'login' });
      return;
    }
    if (!summary.stakesValid) {
      setAttempted(true);
      // The first stake to fix takes focus once its reason shows.
      requestAnimationFrame(() => sheet.current?.querySelector<HTMLInputElement>('input[aria-invalid="true"]')?.focus());
      return;
    }
    const result = await place(summary);
    if (!result) return;
    setOutcome(result);
    setAttempted(false);
    if (summary.mode === 'accumulator' && result.bets.length > 0) setAccumulatorStake('');
  };

  const reason = accumulatorReason(t, summary);
  const buttonText = placing ? t('sports.slip.placing') : summary.changed.length > 0 ? t('sports.slip.acceptOdds') : t('sports.slip.place');
  const status = placing
    ? [t('sports.slip.placing'), summary.inPlay ? t('sports.slip.inPlayWait') : ''].filter(Boolean).join(' ')
    : summary.changed.length > 0
      ? t('sports.slip.oddsChanged', { count: summary.changed.length })
      : outcome
        ? resultText(t, outcome)
        : '';

  return (
    <div
      ref={attach}
      className="sheet-body sports-sheet__body"
      role="dialog"
      aria-modal="true"
      aria-labelledby="sports-slip-title"
      tabIndex={-1}
      onKeyDown={onKeyDown}
    >
      <SheetHeader id="sports-slip-title" title={t('sports.slip.title')} onClose={onClose} />
      {outcome && outcome.bets.length > 0 ? <BetReceipt bets={outcome.bets} balance={outcome.balance} /> : null}

      {selections.length === 0 ? (
        outcome ? null : <p className="sports-empty">{t('sports.slip.empty')}</p>
      ) : (
        <>
          <div className="seg-tabs sports-slip__tabs" role="tablist" aria-label={t('sports.slip.title')}>
            {(['singles', 'accumulator'] as const).map((key) => {
              const unavailable = key === 'accumulator' && !summary.accumulator.ok;
              return (
                <button
                  key={key}
                  type="button"
                  role="tab"
                  aria-selected={summary.mode === key}
                  aria-disabled={unavailable || undefined}
                  aria-describedby={unavailable ? 'sports-slip-why' : undefined}
                  className={summary.mode === key ? 'seg-tabs__tab seg-tabs__tab--active' : 'seg-tabs__tab'}
                  onClick={() => !unavailable && setMode(key)}
                >
                  {t(`sports.slip.${key}`)}
                </button>
              );
            })}
          </div>
          {reason ? (
            <p className="sports-slip__why" id="sports-slip-why">
              {reason}
            </p>
          ) : null}

          <ul className="sports-slip__lines">
            {summary.singles.map((line) => (
              <SlipLine key={line.entry.selectionId} entry={line.entry} failure={failureOf(line.entry.selectionId)} disabled={placing}>
                {summary.mode === 'singles' ? (
                  <StakeField
                    id={`sports-stake-${line.entry.selectionId}`}
                    about={`${selectionLabel(t, line.entry, line.entry, line.entry)} ${formatOdds(line.entry.odds)}`}
                    value={stakes[line.entry.selectionId] ?? ''}
                    check={line.stake}
                    showError={attempted}
                    potentialReturn={line.potentialReturn}
                    disabled={placing}
                    onChange={(text) => setStake(line.entry.selectionId, text)}
                  />
                ) : null}
              </SlipLine>
            ))}
          </ul>

          {summary.mode === 'accumulator' && summary.accumulator.ok ? (
            <div className="sports-slip__accumulator">
              <p className="sports-slip__acc-odds">
                {t('sports.slip.accumulatorOdds', { count: selections.length })} <strong>{formatOdds(summary.accumulator.odds)}</strong>
              </p>
              <StakeField
                id="sports-stake-acc"
                value={accumulatorStake}
                check={summary.accumulatorStake}
                showError={attempted}
                potentialReturn={summary.accumulatorReturn}
                disabled={placing}
                onChange={setAccumulatorStake}
              />
            </div>
          ) : null}

          <div className="sports-accept">
            <label htmlFor="sports-accept">{t('sports.slip.acceptLegend')}</label>
            <select id="sports-accept" value={accept} onChange={(event) => setAccept(event.target.value as OddsAcceptance)}>
              {ACCEPT_OPTIONS.map((option) => (
                <option key={option} value={option}>
                  {t(`sports.slip.accept.${option}`)}
                </option>
              ))}
            </select>
          </div>

          <div className="sports-slip__footer">
            <dl className="sports-figures sports-slip__totals">
              <div>
                <dt>{t('sports.slip.totalStake')}</dt>
                <dd>{formatBalance(summary.totalStake)}</dd>
              </div>
              <div>
                <dt>{t('sports.slip.potentialReturn')}</dt>
                <dd>{formatBalance(summary.totalReturn)}</dd>
              </div>
            </dl>
            {summary.blocked.length > 0 ? <p className="sports-slip__blocked">{t('sports.slip.blocked', { count: summary.blocked.length })}</p> : null}
            {summary.inPlay && !placing ? <p className="sports-slip__note">{t('sports.slip.inPlayWait')}</p> : null}
            {!loggedIn ? <p className="sports-slip__note">{t('sports.slip.loginToPlace')}</p> : null}
            <Button block color="primary" size="large" className="sports-slip__place" disabled={placing || summary.blocked.length > 0} onClick={() => void onPlace()}>
              {buttonText}
            </Button>
          </div>
        </>
      )}

      <p className="sports-slip__status" role="status">
        {status}
      </p>
      <Link className="sports-slip__my-bets" to={paths.topBets()} onClick={onClose}>
        {t('sports.myBets')}
      </Link>
    </div>
  );
}

function accumulatorReason(t: TFunction<['ui', 'messages']>, summary: SlipSummary): string | null {
  if (summary.accumulator.ok) return null;
  switch (summary.accumulator.reason) {
    case 'tooFew':
      return t('sports.slip.accumulatorTooFew');
    case 'sameEvent':
      return t('messages:sportsSameEvent');
    case 'tooMany':
      return t('sports.slip.accumulatorTooMany', { count: SPORTS_MAX_LEGS });
  }
}

function resultText(t: TFunction<['ui', 'messages']>, outcome: PlaceOutcome): string {
  const parts: string[] = [];
  if (outcome.bets.length > 0) parts.push(t('sports.slip.placedSentence', { count: outcome.bets.length }));
  if (outcome.balance !== null) parts.push(t('sports.slip.balance', { amount: formatBalance(outcome.balance) }));
  if (outcome.failures.length > 0) parts.push(t('sports.slip.notPlaced', { count: outcome.failures.length, message: outcome.failures[0]!.message }));
  return parts.join(' ');
}
