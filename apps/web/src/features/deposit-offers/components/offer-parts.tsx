// Building blocks every deposit-offer page shares: the hero, a loading / error frame, the state
// badge, the rules card, the Deposit button (wallet popup on the Deposit tab) and date formats.
import { Button, DotLoading } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBusinessDay, formatKarachi } from '../../../lib/karachi-date.ts';
import { usePopupStore } from '../../../stores/popup-store.ts';
import './deposit-offers.css';
import { RulesCard } from '../../../components/ui/rules-card.tsx';
import { formatMultiple } from '../../../lib/bidi.ts';

/** An ISO instant in Pakistan time, in the player's language ('4 Feb 2026, 23:59'). */
export const dateTime = (iso: string) => formatKarachi(iso);
/** A business day 'YYYY-MM-DD' ('25 Dec 2026'). */
export const day = (ymd: string) => formatBusinessDay(ymd);
/** The last moment before an ISO instant (an offer ending at midnight reads "until 23:59"). */
export const lastMinute = (iso: string) => dateTime(new Date(Date.parse(iso) - 60_000).toISOString());

export function openDeposit(): void {
  usePopupStore.getState().open({ name: 'wallet', tab: 'deposit' });
}

export function DepositButton({ fill = 'solid', block = true }: { fill?: 'solid' | 'outline'; block?: boolean }) {
  const { t } = useTranslation('ui');
  return (
    <Button className="do-deposit" color="primary" fill={fill} block={block} shape="rounded" onClick={openDeposit}>
      {t('depositOffers.deposit')}
    </Button>
  );
}

export function OfferHero({ title, text, icon, children }: { title: string; text: string; icon: ReactNode; children?: ReactNode }) {
  return (
    <section className="do-hero">
      <span className="do-hero__icon" aria-hidden="true">
        {icon}
      </span>
      <div className="do-hero__body">
        <h2 className="do-hero__title">{title}</h2>
        <p className="do-hero__text">{text}</p>
        {children}
      </div>
    </section>
  );
}

/** Loading and failure frame around an offer's query. */
export function OfferFrame<T>({ query, children }: { query: { data: T | undefined; isError: boolean; refetch: () => unknown }; children: (data: T) => ReactNode }) {
  const { t } = useTranslation('ui');
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError) {
    return (
      <div className="do-empty" role="alert">
        <p>{t('depositOffers.loadFailed')}</p>
        <Button size="small" onClick={() => void query.refetch()}>
          {t('depositOffers.retry')}
        </Button>
      </div>
    );
  }
  return (
    <div className="do-empty" aria-busy="true">
      <DotLoading color="primary" />
    </div>
  );
}

export type BadgeState = 'claimable' | 'claimed' | 'notReached' | 'expired' | 'locked';

export function StateBadge({ state }: { state: BadgeState }) {
  const { t } = useTranslation('ui');
  const label = state === 'claimable' ? t('depositOffers.claim') : t(`depositOffers.${state}`);
  return <span className={`do-badge do-badge--${state}`}>{label}</span>;
}

export function OfferRules({ lines, wagerMulti }: { lines: string[]; wagerMulti: number }) {
  const { t } = useTranslation('ui');
  const wagering = wagerMulti > 0 ? t('depositOffers.wagering', { multi: formatMultiple(wagerMulti) }) : t('depositOffers.noWagering');
  return <RulesCard className="do-card" title={t('depositOffers.rules')} items={[...lines, wagering]} />;
}

export function Stat({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="do-stat">
      <span className="do-stat__label">{label}</span>
      <strong className="do-stat__value" data-testid={testId}>
        {value}
      </strong>
    </div>
  );
}

export function Progress({ value, max, label }: { value: number; max: number; label: string }) {
  const percent = max <= 0 ? 100 : Math.min(100, Math.floor((value / max) * 100));
  return (
    <div className="do-progress" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
      <span className="do-progress__bar" style={{ inlineSize: `${percent}%` }} />
    </div>
  );
}

export function OfferOff() {
  const { t } = useTranslation('ui');
  return <p className="do-note do-note--warn">{t('depositOffers.offerOff')}</p>;
}
