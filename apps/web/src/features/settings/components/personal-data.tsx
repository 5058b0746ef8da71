// /profile/settings/personal-data: the player's own data as the server keeps it. Avatar and nickname
// open the personal centre's choosers (the profile call); phone binding has its page; other
// corrections go through live support. "Download my data" saves the server's copy as JSON.
import type { PersonalData } from '@khel/contracts/endpoints/personal-data';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, List } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PlayerAvatar } from '../../../components/ui/player-avatar.tsx';
import { paths } from '../../../config/paths.ts';
import { formatKarachi } from '../../../lib/karachi-date.ts';
import { toastError, toastSuccess } from '../../../lib/toast.ts';
import { usePopupStore } from '../../../stores/popup-store.ts';
import { usePlayer } from '../../../stores/session-store.ts';
import { personalDataQueryOptions } from '../api/account-data-api.ts';
import './settings.css';
import { SettingsQueryStatus } from './settings-query-status.tsx';

function saveJson(data: PersonalData): string {
  const file = `khel-personal-data-${data.showId}.json`;
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return file;
}

export function PersonalDataView() {
  const { t } = useTranslation(['ui', 'messages']);
  const navigate = useNavigate();
  const open = usePopupStore((state) => state.open);
  const player = usePlayer();
  const query = useQuery(personalDataQueryOptions());
  const queryClient = useQueryClient();
  const [downloading, setDownloading] = useState(false);

  if (query.isPending || query.isError) {
    return <SettingsQueryStatus query={query} failed={t('account.personalData.failed')} retry={t('account.personalData.retry')} />;
  }
  const data = query.data;
  const notSet = t('account.personalData.notSet');
  const phoneBound = data.phone !== '';
  const download = async () => {
    setDownloading(true);
    try {
      const fresh = await queryClient.fetchQuery(personalDataQueryOptions());
      toastSuccess(t('account.personalData.downloaded', { file: saveJson(fresh) }));
    } catch (error) {
      toastError(error);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div className="settings personal-data">
      <p className="settings__lead">{t('account.personalData.lead')}</p>
      <List mode="card" className="settings__list">
        <List.Item
          clickable
          onClick={() => open({ name: 'avatar-chooser' })}
          extra={<PlayerAvatar icon={player?.icon ?? data.icon} size={44} alt="" />}
          description={t('account.personalData.change')}
        >
          {t('account.personalData.avatar')}
        </List.Item>
        <List.Item clickable onClick={() => open({ name: 'nickname' })} extra={<bdi data-testid="personal-nickname">{player?.name ?? data.name}</bdi>}>
          {t('account.personalData.nickname')}
        </List.Item>
        <List.Item extra={<bdi>{data.showId}</bdi>}>{t('account.personalData.playerId')}</List.Item>
        <List.Item extra={<bdi>{data.account || notSet}</bdi>}>{t('account.personalData.account')}</List.Item>
        <List.Item
          clickable={!phoneBound}
          onClick={phoneBound ? undefined : () => void navigate(paths.bindPhone())}
          extra={phoneBound ? <bdi dir="ltr">+92 {data.phone}</bdi> : t('account.personalData.bind')}
        >
          {t('account.personalData.phone')}
        </List.Item>
        <List.Item extra={<bdi>{data.email || notSet}</bdi>}>{t('account.personalData.email')}</List.Item>
        <List.Item extra={formatKarachi(data.registeredAt, 'date')}>{t('account.personalData.registered')}</List.Item>
        <List.Item extra={`VIP${player?.vip ?? data.vip}`}>{t('account.personalData.vip')}</List.Item>
      </List>
      <p className="settings__note">{t('account.personalData.correction')}</p>
      <div className="personal-data__actions">
        <Button block color="primary" loading={downloading} onClick={() => void download()}>
          {t('account.personalData.download')}
        </Button>
        <p className="settings__note">{t('account.personalData.downloadHint')}</p>
        <Button block fill="none" color="primary" onClick={() => void navigate(paths.privacy())}>
          {t('account.personalData.privacy')}
        </Button>
      </div>
    </div>
  );
}
