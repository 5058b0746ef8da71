// The /agency page (the Acting tab, docs/requirements/agency.md#1-invitation-code-and-share-link): the invitation code and share link with
// copy buttons and the QR code, the invite reward to claim, the rules, and the invited friends (20 a page).
import type { AgentInfo, InvitedPlayer } from '@khel/contracts/endpoints/agency';
import { INVITEE_STATES } from '@khel/contracts/endpoints/agency';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Button, DotLoading } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { PagedList } from '../../../components/ui/paged-list.tsx';
import { copyText } from '../../../lib/clipboard.ts';
import { formatKarachi } from '../../../lib/karachi-date.ts';
import { formatBalance } from '../../../lib/money.ts';
import { toastError } from '../../../lib/toast.ts';
import { usePopupStore } from '../../../stores/popup-store.ts';
import { agentInfoQueryOptions, invitedPlayersQueryOptions, useClaimInviteRewards } from '../api/agency-api.ts';
import { AgencyRules } from './agency-rules.tsx';
import { InviteQr } from './invite-qr.tsx';
import './agency.css';
import { Icon } from '../../../components/ui/icon.tsx';

/** The server sends shareUrl absolute (PUBLIC_BASE_URL, else the host reached); a relative one is resolved on this site. */
export function absoluteShareUrl(shareUrl: string): string {
  try {
    return new URL(shareUrl, window.location.origin).href;
  } catch {
    return shareUrl;
  }
}

function Stats({ info }: { info: AgentInfo }) {
  const { t } = useTranslation('ui');
  const stats = [
    { key: 'invited', label: t('agency.invited'), value: String(info.invitedCount) },
    { key: 'qualified', label: t('agency.qualified'), value: String(info.qualifiedCount) },
    { key: 'earned', label: t('agency.earned'), value: formatBalance(info.rewardTotal) },
  ];
  return (
    <dl className="agency-stats">
      {stats.map((stat) => (
        <div key={stat.key} className="agency-stats__item">
          <dt>{stat.label}</dt>
          <dd data-testid={`agency-${stat.key}`}>{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function ShareCard({ info }: { info: AgentInfo }) {
  const { t } = useTranslation('ui');
  const link = absoluteShareUrl(info.shareUrl);
  return (
    <section className="agency-card" aria-labelledby="agency-code-title">
      <div className="agency-row">
        <div className="agency-row__text">
          <h2 className="agency-card__label" id="agency-code-title">
            {t('agency.code')}
          </h2>
          <p className="agency-code" data-testid="invite-code">
            <span dir="ltr">{info.inviteCode}</span>
          </p>
        </div>
        <button type="button" className="chip-button" onClick={() => void copyText(info.inviteCode)}>
          <Icon name="FileOutline" /> {t('agency.copyCode')}
        </button>
      </div>
      <div className="agency-row">
        <div className="agency-row__text">
          <h2 className="agency-card__label">{t('agency.link')}</h2>
          <p className="agency-link" data-testid="share-link">
            <span dir="ltr">{link}</span>
          </p>
        </div>
        <button type="button" className="chip-button" onClick={() => void copyText(link)}>
          <Icon name="LinkOutline" /> {t('agency.copyLink')}
        </button>
      </div>
      <figure className="agency-qr">
        <InviteQr value={link} label={t('agency.qr')} />
        <figcaption>{t('agency.qrHint')}</figcaption>
      </figure>
    </section>
  );
}

function RewardCard({ info }: { info: AgentInfo }) {
  const { t } = useTranslation('ui');
  const claim = useClaimInviteRewards();
  const onClaim = () =>
    claim.mutate(undefined, {
      onSuccess: (reply) => usePopupStore.getState().open({ name: 'amount-received', amount: reply.amount }),
      onError: (error) => toastError(error),
    });
  return (
    <section className="agency-card agency-reward" aria-labelledby="agency-reward-title">
      <div className="agency-reward__text">
        <h2 className="agency-card__label" id="agency-reward-title">
          {t('agency.rewardMoney')}
        </h2>
        <p className="agency-reward__amount" data-testid="reward-money">
          <span>{formatBalance(info.rewardMoney)}</span>
        </p>
        <p className="agency-reward__hint">
          {info.claimableCount > 0 ? t('agency.claimHint', { count: info.claimableCount }) : t('agency.nothingYet')}
        </p>
      </div>
      <Button
        color="primary"
        shape="rounded"
        disabled={info.rewardMoney <= 0 || !info.rules.enabled}
        loading={claim.isPending}
        onClick={onClaim}
      >
        {t('agency.claim')}
      </Button>
    </section>
  );
}

function InvitedRow({ row }: { row: InvitedPlayer }) {
  const { t } = useTranslation('ui');
  const state =
    row.state === INVITEE_STATES.rewarded
      ? { text: t('agency.stateRewarded', { amount: formatBalance(row.reward) }), tone: 'ok' }
      : row.state === INVITEE_STATES.claimable
        ? { text: t('agency.stateClaimable'), tone: 'claim' }
        : { text: t('agency.stateWaiting'), tone: 'wait' };
  return (
    <li className="agency-invitee" data-testid="invitee-row">
      <div className="agency-invitee__top">
        <span className="agency-invitee__id">
          ID <span dir="ltr">{row.showId}</span>
        </span>
        <span className={`agency-state agency-state--${state.tone}`}>{state.text}</span>
      </div>
      <div className="agency-invitee__meta">
        <span>{t('agency.joined', { date: formatKarachi(row.joinedAt, 'date') })}</span>
      </div>
      <dl className="agency-invitee__numbers">
        <div>
          <dt>{t('agency.deposits')}</dt>
          <dd>
            <span>{formatBalance(row.deposits)}</span>
          </dd>
        </div>
        <div>
          <dt>{t('agency.validBets')}</dt>
          <dd>
            <span>{formatBalance(row.validBets)}</span>
          </dd>
        </div>
      </dl>
    </li>
  );
}

export function AgencyView() {
  const { t } = useTranslation('ui');
  const info = useQuery(agentInfoQueryOptions());
  const invited = useInfiniteQuery(invitedPlayersQueryOptions());
  if (!info.data) {
    return <div className="agency agency--loading">{info.isError ? <p>{t('records.noData')}</p> : <DotLoading color="primary" />}</div>;
  }
  return (
    <div className="agency">
      <section className="agency-hero">
        <h2 className="agency-hero__title">{t('agency.heading')}</h2>
        <p className="agency-hero__intro">{t('agency.intro')}</p>
        <Stats info={info.data} />
      </section>
      <RewardCard info={info.data} />
      <ShareCard info={info.data} />
      <AgencyRules rules={info.data.rules} />
      <section className="agency-invited" aria-labelledby="agency-invited-title">
        <h2 className="agency-section-title" id="agency-invited-title">
          {t('agency.listTitle')}
        </h2>
        <PagedList<InvitedPlayer>
          query={invited}
          label={t('agency.listLabel')}
          className="paged-list agency-invited__list"
          render={(row, index) => <InvitedRow key={`${row.showId}-${index}`} row={row} />}
        />
      </section>
    </div>
  );
}
