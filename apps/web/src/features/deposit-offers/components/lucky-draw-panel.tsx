// /NewYearLuckyDraw: tickets from deposits during the event, each drawing a prize from the
// configured table (chances shown). Outside the dates the page says when it starts / ended.
import type { LuckyDrawStatus } from '@khel/contracts/endpoints/deposit-offers';
import { Button } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { luckyDrawQuery, useLuckyDraw } from '../api/deposit-offers-api.ts';
import { DepositButton, OfferFrame, OfferHero, OfferOff, OfferRules, Stat, day } from './offer-parts.tsx';
import { formatBalance } from '../../../lib/money.ts';
import { OddsTable } from './recharge-spin-panel.tsx';
import { Icon } from '../../../components/ui/icon.tsx';

export function LuckyDrawView({ status }: { status: LuckyDrawStatus }) {
  const { t } = useTranslation('ui');
  const draw = useLuckyDraw();
  const from = day(status.firstDay);
  const to = day(status.lastDay);
  const phaseText =
    status.phase === 'upcoming'
      ? t('depositOffers.lucky.upcoming', { date: from })
      : status.phase === 'ended'
        ? t('depositOffers.lucky.ended', { date: to })
        : t('depositOffers.lucky.open', { date: to });
  return (
    <div className="do-page">
      <OfferHero icon={<Icon name="FireFill" />} title={t('depositOffers.lucky.heroTitle')} text={t('depositOffers.lucky.heroText', { from, to })} />
      {!status.enabled && <OfferOff />}
      <p className={`do-note${status.phase === 'open' ? '' : ' do-note--warn'}`} role="status" data-testid="lucky-phase">
        {phaseText}
      </p>
      {status.phase !== 'upcoming' && (
        <section className="do-card">
          <div className="do-stats">
            <Stat label={t('depositOffers.lucky.deposited')} value={formatBalance(status.deposited)} />
            <Stat label={t('depositOffers.lucky.tickets')} value={String(status.ticketsLeft)} testId="tickets-left" />
          </div>
          <p className="do-muted">{t('depositOffers.lucky.earned', { earned: status.ticketsEarned, max: status.maxTickets })}</p>
          {status.phase === 'open' && (
            <Button
              block
              color="primary"
              shape="rounded"
              size="large"
              disabled={status.ticketsLeft === 0 || !status.enabled}
              loading={draw.isPending}
              onClick={() => draw.mutate()}
            >
              {t('depositOffers.lucky.draw')}
            </Button>
          )}
        </section>
      )}
      {status.phase === 'open' && <DepositButton fill="outline" />}
      {status.draws.length > 0 && (
        <section className="do-card" aria-labelledby="lucky-draws">
          <h3 id="lucky-draws">{t('depositOffers.lucky.yourDraws')}</h3>
          <ul className="do-list">
            {status.draws.map((d) => (
              <li key={d.ticket}>
                <span>{t('depositOffers.lucky.ticket', { n: d.ticket })}</span>
                <strong>{formatBalance(d.amount)}</strong>
              </li>
            ))}
          </ul>
        </section>
      )}
      <OddsTable title={t('depositOffers.lucky.prizes')} rows={status.prizes} />
      <OfferRules
        wagerMulti={status.wagerMulti}
        lines={[
          t('depositOffers.lucky.rule1', { amount: formatBalance(status.ticketAmount), from, to, max: status.maxTickets }),
          t('depositOffers.lucky.rule2'),
          t('depositOffers.lucky.rule3'),
        ]}
      />
    </div>
  );
}

export function LuckyDrawPanel() {
  const query = useQuery(luckyDrawQuery());
  return <OfferFrame query={query}>{(status) => <LuckyDrawView status={status} />}</OfferFrame>;
}
