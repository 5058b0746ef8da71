// "Take a break": the time-out or self-exclusion in force, and buttons to start one. The server
// decides (a break cannot be shortened or ended early); the panel asks for confirmation first,
// and self-exclusion also for the password.
import {
  SELF_EXCLUSION_PERIODS,
  TIMEOUT_PERIODS,
  type ProtectionStatus,
  type SelfExclusionPeriod,
  type TimeoutPeriod,
} from '@khel/contracts/endpoints/protection';
import { Button, Dialog } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/ui/field.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { toastSuccess } from '../../../lib/toast.ts';
import { Link } from 'react-router';
import { protectionQueryOptions, useRequestReturn, useSelfExclude, useStartTimeOut } from '../api/protection-api.ts';
import { RealityCheckSettings } from './reality-check-settings.tsx';
import './protection.css';
import { formatKarachi } from '../../../lib/karachi-date.ts';

/** Where the player closes their account (account closure, built beside this feature). */
const ACCOUNT_CLOSURE_PATH = '/account/close';


type Pending = { kind: 'timeout'; period: TimeoutPeriod } | { kind: 'self_exclusion'; period: SelfExclusionPeriod };

type Restriction = NonNullable<ProtectionStatus['restriction']>;

/** The headline of the break in force: its kind, its end, or where the way back stands. */
function headline(t: ReturnType<typeof useTranslation<'ui'>>['t'], r: Restriction): string {
  if (r.kind === 'operator_exclusion') return t('protection.status.operator');
  if (r.state === 'coolingOff' && r.reopensAt) return t('protection.status.coolingOff', { until: formatKarachi(r.reopensAt) });
  if (r.state === 'awaitingReturn') return t('protection.status.awaitingReturn', { until: formatKarachi(r.endsAt ?? r.returnFrom ?? r.startsAt) });
  if (r.endsAt === null) return t('protection.status.indefinite');
  return t(r.kind === 'timeout' ? 'protection.status.timeout' : 'protection.status.selfExclusion', { until: formatKarachi(r.endsAt) });
}

function StatusCard({ status }: { status: ProtectionStatus | undefined }) {
  const { t } = useTranslation('ui');
  const back = useRequestReturn();
  const restriction = status?.restriction ?? null;
  return (
    <section className="protection-status" data-testid="protection-status" role="status">
      {restriction ? (
        <>
          <strong>{headline(t, restriction)}</strong>
          <p>{t('protection.status.blocked')}</p>
          <p>{t('protection.status.bonus')}</p>
          {restriction.state === 'active' && restriction.returnFrom && restriction.endsAt === null ? (
            <p>{t('protection.status.returnFrom', { until: formatKarachi(restriction.returnFrom) })}</p>
          ) : null}
          {restriction.state === 'awaitingReturn' ? (
            <Button block color="primary" loading={back.isPending} onClick={() => back.mutate(undefined, { onSuccess: () => toastSuccess(t('protection.exclusion.returnAsked')) })}>
              {t('protection.exclusion.askToReturn')}
            </Button>
          ) : null}
          {restriction.kind !== 'timeout' ? (
            // Account closure is its own feature (docs/compliance/identity.md); the break screen links to it.
            <Link className="protection-status__close" to={ACCOUNT_CLOSURE_PATH}>
              {t('protection.exclusion.closeAccount')}
            </Link>
          ) : null}
        </>
      ) : (
        <strong>{t('protection.status.none')}</strong>
      )}
    </section>
  );
}

export function ProtectionPanel() {
  const { t } = useTranslation('ui');
  const { data } = useQuery(protectionQueryOptions());
  const timeOut = useStartTimeOut();
  const exclude = useSelfExclude();
  const [pending, setPending] = useState<Pending | null>(null);
  const [exclusionPeriod, setExclusionPeriod] = useState<SelfExclusionPeriod>('6m');
  const [password, setPassword] = useState('');

  const confirm = () => {
    if (!pending) return;
    setPending(null);
    if (pending.kind === 'timeout') {
      timeOut.mutate(pending.period, { onSuccess: () => toastSuccess(t('protection.started')) });
    } else {
      exclude.mutate(
        { period: pending.period, password },
        {
          onSuccess: () => {
            setPassword('');
            toastSuccess(t('protection.started'));
          },
        },
      );
    }
  };

  return (
    <div className="protection">
      <p className="protection__intro">{t('protection.intro')}</p>
      <StatusCard status={data} />
      <RealityCheckSettings />

      <section className="protection-card" aria-labelledby="protection-timeout">
        <h3 id="protection-timeout">{t('protection.timeout.title')}</h3>
        <p>{t('protection.timeout.text')}</p>
        <div className="protection-card__periods">
          {TIMEOUT_PERIODS.map((period) => (
            <Button key={period} size="small" loading={timeOut.isPending && timeOut.variables === period} onClick={() => setPending({ kind: 'timeout', period })}>
              {t(`protection.period.${period}`)}
            </Button>
          ))}
        </div>
      </section>

      <section className="protection-card" aria-labelledby="protection-exclusion">
        <h3 id="protection-exclusion">{t('protection.exclusion.title')}</h3>
        <p>{t('protection.exclusion.text')}</p>
        <div className="protection-card__periods" role="radiogroup" aria-labelledby="protection-exclusion">
          {SELF_EXCLUSION_PERIODS.map((period) => (
            <button
              key={period}
              type="button"
              role="radio"
              aria-checked={exclusionPeriod === period}
              className={exclusionPeriod === period ? 'protection-period protection-period--active' : 'protection-period'}
              onClick={() => setExclusionPeriod(period)}
            >
              {t(`protection.period.${period}`)}
            </button>
          ))}
        </div>
        <Field id="protection-password" label={t('protection.exclusion.password')}>
          <PasswordInput id="protection-password" autoComplete="current-password" value={password} onValueChange={setPassword} />
        </Field>
        <Button
          block
          color="danger"
          disabled={password === ''}
          loading={exclude.isPending}
          onClick={() => setPending({ kind: 'self_exclusion', period: exclusionPeriod })}
        >
          {t('protection.exclusion.submit')}
        </Button>
      </section>

      <Dialog
        visible={pending !== null}
        title={pending ? t(pending.kind === 'timeout' ? 'protection.confirm.timeoutTitle' : 'protection.confirm.exclusionTitle', { period: t(`protection.period.${pending.period}`) }) : ''}
        content={t('protection.confirm.text')}
        closeOnMaskClick
        onClose={() => setPending(null)}
        actions={[
          [
            { key: 'cancel', text: t('protection.confirm.cancel'), onClick: () => setPending(null) },
            { key: 'confirm', text: t('protection.confirm.ok'), bold: true, danger: true, onClick: confirm },
          ],
        ]}
      />
    </div>
  );
}
