// The settings screen's privacy section: whether the bet lists under the in-house games show the
// player's name or the masked form (ah***42). Off until the player turns it on; saved at once.
import { useQuery } from '@tanstack/react-query';
import { List, Switch } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { betPrivacyQueryOptions, useBetPrivacyChange } from '../api/bet-privacy-api.ts';

export function BetPrivacySwitch() {
  const { t } = useTranslation(['ui', 'messages']);
  const query = useQuery(betPrivacyQueryOptions());
  const change = useBetPrivacyChange();
  return (
    <List mode="card" className="settings__list">
      <List.Item
        description={t('settings.showNameHint')}
        extra={
          <Switch
            aria-label={t('settings.showName')}
            checked={query.data?.showName ?? false}
            disabled={!query.isSuccess}
            loading={change.isPending}
            onChange={(on) => change.mutate(on)}
          />
        }
      >
        {t('settings.showName')}
      </List.Item>
    </List>
  );
}
