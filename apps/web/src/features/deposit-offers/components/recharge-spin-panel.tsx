// /pxx — the recharge spin and spin again (activeRound / activeRePunch). The home banner 'pxx' and
// the banner popup's second slide lead here. The wheel's segments and chances come from the
// server's config; the server draws, the wheel turns to the drawn segment, then 'Amount received'.
import { TierState, type RechargeSpinStatus } from '@khel/contracts/endpoints/deposit-offers';
import { Button } from 'antd-mobile';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rechargeSpinQuery, showSpinResult, useSpin } from '../api/deposit-offers-api.ts';
import { DepositButton, OfferFrame, OfferHero, OfferOff, OfferRules, Stat, StateBadge } from './offer-parts.tsx';
import { formatBalance } from '../../../lib/money.ts';
import { PrizeWheel, SPIN_MS, rotationFor } from './prize-wheel.tsx';
import { Icon } from '../../../components/ui/icon.tsx';

function reducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

function SpinCard({ title, need, view, action, onSpin, busy }: {
  title: string;
  need: string;
  view: RechargeSpinStatus['spin'];
  action: string;
  onSpin: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation('ui');
  return (
    <section className="do-card do-spin-card" aria-label={title}>
      <div className="do-spin-card__text">
        <strong>{title}</strong>
        <span className="do-muted">{need}</span>
        {view.state === TierState.claimed && <span className="do-won">{t('depositOffers.spin.won', { amount: formatBalance(view.amount) })}</span>}
      </div>
      {view.state === TierState.claimable ? (
        <Button color="primary" shape="rounded" loading={busy} onClick={onSpin}>
          {action}
        </Button>
      ) : (
        <StateBadge state={view.state === TierState.claimed ? 'claimed' : 'notReached'} />
      )}
    </section>
  );
}

export function RechargeSpinView({ status }: { status: RechargeSpinStatus }) {
  const { t } = useTranslation('ui');
  const queryClient = useQueryClient();
  const spin = useSpin();
  const shown = status.again.segmentId ?? status.spin.segmentId;
  const indexOf = (id: number | null) => status.segments.findIndex((s) => s.id === id);
  const [rotation, setRotation] = useState(() => (shown === null ? 0 : rotationFor(indexOf(shown), status.segments.length, 0, 0)));
  const [spinning, setSpinning] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const run = (kind: 'spin' | 'again') => {
    spin.mutate(kind, {
      onSuccess: (reply) => {
        const index = indexOf(reply.received?.segmentId ?? null);
        const instant = reducedMotion();
        setSpinning(!instant);
        setRotation((from) => rotationFor(index, reply.segments.length, from, instant ? 0 : 5));
        timer.current = window.setTimeout(() => {
          setSpinning(false);
          showSpinResult(queryClient, reply);
        }, instant ? 0 : SPIN_MS + 200);
      },
    });
  };
  const busy = spin.isPending || spinning;

  return (
    <div className="do-page">
      <OfferHero icon={<Icon name="StarOutline" />} title={t('depositOffers.spin.heroTitle')} text={t('depositOffers.spin.heroText')} />
      {!status.enabled && <OfferOff />}
      <section className="do-card do-wheel-card">
        <PrizeWheel segments={status.segments} rotation={rotation} spinning={spinning} />
        <Stat label={t('depositOffers.spin.depositedToday')} value={formatBalance(status.deposited)} testId="deposited-today" />
      </section>
      <SpinCard
        title={t('depositOffers.spin.spinTitle')}
        need={t('depositOffers.spin.spinNeeds', { amount: formatBalance(status.spin.required) })}
        view={status.spin}
        action={t('depositOffers.spin.spin')}
        busy={busy && spin.variables === 'spin'}
        onSpin={() => run('spin')}
      />
      <SpinCard
        title={t('depositOffers.spin.againTitle')}
        need={t('depositOffers.spin.againNeeds', { amount: formatBalance(status.again.required) })}
        view={status.again}
        action={t('depositOffers.spin.spinAgain')}
        busy={busy && spin.variables === 'again'}
        onSpin={() => run('again')}
      />
      <DepositButton />
      <OddsTable title={t('depositOffers.spin.odds')} rows={status.segments} />
      <OfferRules
        wagerMulti={status.wagerMulti}
        lines={[
          t('depositOffers.spin.rule1', { min: formatBalance(status.spin.required), again: formatBalance(status.again.required) }),
          t('depositOffers.spin.rule2'),
          t('depositOffers.spin.rule3'),
        ]}
      />
    </div>
  );
}

export function OddsTable({ title, rows }: { title: string; rows: { id: number; amount: number; chance: number }[] }) {
  const { t } = useTranslation('ui');
  return (
    <section className="do-card" aria-labelledby={`odds-${title}`}>
      <h3 id={`odds-${title}`}>{title}</h3>
      <table className="do-odds">
        <thead>
          <tr>
            <th scope="col">{t('depositOffers.spin.prize')}</th>
            <th scope="col">{t('depositOffers.spin.chance')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>{formatBalance(row.amount)}</td>
              <td>{row.chance}%</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

export function RechargeSpinPanel() {
  const query = useQuery(rechargeSpinQuery());
  return <OfferFrame query={query}>{(status) => <RechargeSpinView status={status} />}</OfferFrame>;
}
