// /profile/settings/subscriptions: marketing opt-ins per channel (SMS, email and push off until the
// player turns one on; in-app offers on until turned off); each switch saves at once and shows the
// server's answer.
import { SUBSCRIPTION_CHANNELS, type SubscriptionChannel } from '@khel/contracts/endpoints/personal-data';
import { useQuery } from '@tanstack/react-query';
import { List, Switch } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { formatKarachi } from '../../../lib/karachi-date.ts';
import { toastSuccess } from '../../../lib/toast.ts';
import { usePlayer } from '../../../stores/session-store.ts';
import { subscriptionsQueryOptions, useSubscriptionChange } from '../api/account-data-api.ts';
import './settings.css';
import { SettingsQueryStatus } from './settings-query-status.tsx';

export function SubscriptionsForm() {
  const { t } = useTranslation(['ui', 'messages']);
  const player = usePlayer();
  const query = useQuery(subscriptionsQueryOptions());
  const change = useSubscriptionChange();

  if (query.isPending || query.isError) {
    return <SettingsQueryStatus query={query} failed={t('account.subscriptions.failed')} retry={t('account.subscriptions.retry')} />;
  }
  const noPhone = !player || player.phone === '0' || player.phone === '';
  const noEmail = !player?.email;
  const missing: Partial<Record<SubscriptionChannel, string>> = {
    ...(noPhone ? { sms: t('account.subscriptions.noPhone') } : {}),
    ...(noEmail ? { email: t('account.subscriptions.noEmail') } : {}),
  };
  const toggle = (channel: SubscriptionChannel, on: boolean) =>
    change.mutate({ channel, on }, { onSuccess: () => toastSuccess(t('messages:operationSuccessful')) });

  return (
    <div className="settings">
      <p className="settings__lead">{t('account.subscriptions.lead')}</p>
      <List mode="card" className="settings__list">
        {SUBSCRIPTION_CHANNELS.map((channel) => (
          <List.Item
            key={channel}
            description={missing[channel] ?? t(`account.subscriptions.hints.${channel}`)}
            extra={
              <Switch
                aria-label={t(`account.subscriptions.channels.${channel}`)}
                checked={query.data[channel]}
                loading={change.isPending && change.variables.channel === channel}
                onChange={(on) => toggle(channel, on)}
              />
            }
          >
            {t(`account.subscriptions.channels.${channel}`)}
          </List.Item>
        ))}
      </List>
      <p className="settings__note">{t('account.subscriptions.service')}</p>
      <p className="settings__note">{t('account.subscriptions.paused')}</p>
      {query.data.updatedAt ? (
        <p className="settings__note" data-testid="subscriptions-updated">
          {t('account.subscriptions.updated', { at: formatKarachi(query.data.updatedAt) })}
        </p>
      ) : null}
    </div>
  );
}
