// /profile/settings: theme, language, and the account's security pages.
import { List, Switch } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LanguageSwitch } from '../../../components/ui/language-switch.tsx';
import { paths } from '../../../config/paths.ts';
import { usePreferencesStore } from '../../../stores/preferences-store.ts';
import { usePlayer } from '../../../stores/session-store.ts';
import { BetPrivacySwitch } from './bet-privacy-switch.tsx';
import './settings.css';


export function SettingsPanel() {
  const { t } = useTranslation(['ui', 'messages']);
  const navigate = useNavigate();
  const player = usePlayer();
  const { themeMode, setThemeMode } = usePreferencesStore();
  const phoneBound = player !== null && player.phone !== '0' && player.phone !== '';

  return (
    <div className="settings">
      <h2 className="section-title">{t('settings.appearance')}</h2>
      <List mode="card" className="settings__list">
        <List.Item
          extra={
            <Switch
              aria-label={t('settings.darkMode')}
              checked={themeMode === 'dark'}
              onChange={(checked) => setThemeMode(checked ? 'dark' : 'light')}
            />
          }
        >
          {t('settings.darkMode')}
        </List.Item>
      </List>

      <h2 className="section-title" id="language-title">
        {t('settings.language')}
      </h2>
      <LanguageSwitch labelledBy="language-title" classes={{ group: 'settings__languages', option: 'settings__language' }} />

      {player ? (
        <>
          <h2 className="section-title">{t('settings.privacySection')}</h2>
          <BetPrivacySwitch />
        </>
      ) : null}

      <h2 className="section-title">{t('settings.security')}</h2>
      <List mode="card" className="settings__list">
        <List.Item clickable onClick={() => void navigate(paths.profilePasswordChange())}>
          {t('settings.changePassword')}
        </List.Item>
        <List.Item
          clickable={!phoneBound}
          extra={phoneBound ? `+92 ${player?.phone ?? ""}` : t('settings.notBound')}
          onClick={phoneBound ? undefined : () => void navigate(paths.bindPhone())}
        >
          {t('settings.bindPhone')}
        </List.Item>
        <List.Item clickable onClick={() => void navigate(paths.profilePersonalData())}>
          {t('settings.personalData')}
        </List.Item>
        <List.Item clickable onClick={() => void navigate(paths.profileSubscriptions())}>
          {t('settings.subscriptions')}
        </List.Item>
        <List.Item clickable onClick={() => void navigate(paths.depositLimits())}>
          {t('settings.depositLimits')}
        </List.Item>
        <List.Item clickable onClick={() => void navigate(paths.responsibleGaming())}>
          {t('settings.responsibleGaming')}
        </List.Item>
        <List.Item clickable onClick={() => void navigate(paths.identity())}>
          {t('settings.identity')}
        </List.Item>
        <List.Item clickable onClick={() => void navigate(paths.privacy())}>
          {t('settings.privacy')}
        </List.Item>
      </List>
    </div>
  );
}
