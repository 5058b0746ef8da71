// The Auto tab of dice and mines: number of bets (or until stopped), stop on profit, stop on loss,
// and what a win and a loss do to the stake (back to the starting stake, or raised by a percent);
// Start / Stop, the run's count and profit, and why it ended (a refused bet's own message).
import { parseRupees } from '@khel/contracts/money';
import { Button, Input } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { formatSignedBalance } from '../../../lib/money.ts';
import type { AutobetSettings, RoundResult } from './autobet-runner.ts';
import type { useAutobet } from './use-autobet.ts';
import './autobet.css';

type Rule = { mode: 'reset' | 'increase'; pct: string };

const MAX_COUNT = 100_000;
const MAX_PCT = 1_000;

/** The form as typed → settings, or null when a field is not a valid entry. */
export function parseAutobet(form: { count: string; stopProfit: string; stopLoss: string; onWin: Rule; onLoss: Rule }): AutobetSettings | null {
  const count = form.count.trim() === '' ? 0 : /^\d+$/.test(form.count.trim()) ? Number(form.count.trim()) : NaN;
  const money = (text: string) => {
    if (text.trim() === '') return 0;
    const parsed = parseRupees(text);
    return parsed.ok ? parsed.hundredths : NaN;
  };
  const rule = (r: Rule) => {
    if (r.mode === 'reset') return 0;
    const pct = Number(r.pct.trim());
    return r.pct.trim() !== '' && pct > 0 && pct <= MAX_PCT ? pct : NaN;
  };
  const settings = {
    count,
    stopProfit: money(form.stopProfit),
    stopLoss: money(form.stopLoss),
    onWin: { increasePct: rule(form.onWin) },
    onLoss: { increasePct: rule(form.onLoss) },
  };
  const numbers = [settings.count, settings.stopProfit, settings.stopLoss, settings.onWin.increasePct, settings.onLoss.increasePct];
  return numbers.every(Number.isFinite) && count <= MAX_COUNT ? settings : null;
}

interface AutobetPanelProps {
  autobet: ReturnType<typeof useAutobet>;
  /** The stake the run starts from (and resets to). */
  baseStake: number;
  /** One ordinary bet at this stake; it throws what refused it. */
  play: (stake: number) => Promise<RoundResult>;
  /** Why the run cannot start now (mines without tiles), shown instead of starting. */
  blocker?: string | null;
  disabled?: boolean;
}

export function AutobetPanel({ autobet, baseStake, play, blocker, disabled }: AutobetPanelProps) {
  const { t } = useTranslation(['ui', 'messages']);
  const [count, setCount] = useState('10');
  const [stopProfit, setStopProfit] = useState('');
  const [stopLoss, setStopLoss] = useState('');
  const [onWin, setOnWin] = useState<Rule>({ mode: 'reset', pct: '100' });
  const [onLoss, setOnLoss] = useState<Rule>({ mode: 'reset', pct: '100' });
  const [problem, setProblem] = useState<string | null>(null);
  const { running, progress, end } = autobet;

  const start = () => {
    const settings = parseAutobet({ count, stopProfit, stopLoss, onWin, onLoss });
    const why = settings ? (blocker ?? null) : t('play.autobet.invalid');
    setProblem(why);
    if (settings && !why) void autobet.start(baseStake, settings, play);
  };

  const endText = end
    ? end.reason === 'error'
      ? t('play.autobet.ended.error', { message: isApiError(end.error) && end.error.message ? end.error.message : t('play.autobet.failed') })
      : t(`play.autobet.ended.${end.reason}`)
    : null;

  const ruleField = (when: 'onWin' | 'onLoss', rule: Rule, set: (next: Rule) => void) => (
    <div className="autobet__rule" role="group" aria-label={t(`play.autobet.${when}`)}>
      <span className="play-toggle__label">{t(`play.autobet.${when}`)}</span>
      {(['reset', 'increase'] as const).map((mode) => (
        <button key={mode} type="button" role="radio" aria-checked={rule.mode === mode} className={rule.mode === mode ? 'play-chip play-chip--active' : 'play-chip'} disabled={running} onClick={() => set({ ...rule, mode })}>
          {t(`play.autobet.${mode}`)}
        </button>
      ))}
      {rule.mode === 'increase' ? (
        <Input
          className="autobet__pct"
          value={rule.pct}
          onChange={(pct) => set({ ...rule, pct })}
          inputMode="decimal"
          disabled={running}
          aria-label={t('play.autobet.increaseBy', { when: t(`play.autobet.${when}`) })}
        />
      ) : null}
    </div>
  );

  return (
    <div className="autobet">
      <div className="autobet__fields">
        <label className="play-field">
          <span>{t('play.autobet.count')}</span>
          <Input value={count} onChange={setCount} placeholder={t('play.autobet.countHint')} inputMode="numeric" disabled={running} aria-label={t('play.autobet.count')} />
        </label>
        <label className="play-field">
          <span>{t('play.autobet.stopProfit')}</span>
          <Input value={stopProfit} onChange={setStopProfit} placeholder={t('play.autobet.off')} inputMode="decimal" disabled={running} aria-label={t('play.autobet.stopProfit')} />
        </label>
        <label className="play-field">
          <span>{t('play.autobet.stopLoss')}</span>
          <Input value={stopLoss} onChange={setStopLoss} placeholder={t('play.autobet.off')} inputMode="decimal" disabled={running} aria-label={t('play.autobet.stopLoss')} />
        </label>
      </div>
      {ruleField('onWin', onWin, setOnWin)}
      {ruleField('onLoss', onLoss, setOnLoss)}
      {running ? (
        <Button block color="danger" size="large" className="play-action" onClick={autobet.stop}>
          {t('play.autobet.stop')}
        </Button>
      ) : (
        <Button block color="primary" size="large" className="play-action" disabled={disabled} onClick={start}>
          {t('play.autobet.start')}
        </Button>
      )}
      <p className="autobet__status" role="status" data-testid="autobet-status">
        {problem && !running
          ? problem
          : progress && (running || end)
            ? [t('play.autobet.progress', { played: progress.played, profit: formatSignedBalance(progress.profit) }), running ? null : endText].filter(Boolean).join(' ')
            : null}
      </p>
    </div>
  );
}
