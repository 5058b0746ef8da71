import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { paths } from '../../config/paths.ts';
import { BindPhoneForm } from '../../features/profile/components/bind-phone-form.tsx';
import { usePlayer } from '../../stores/session-store.ts';

export default function BindPhonePage() {
  const { t } = useTranslation(['ui', 'messages']);
  const player = usePlayer();
  const bound = player !== null && player.phone !== '0' && player.phone !== '';
  return (
    <>
      <PageHeader title={t('routes.bindPhone')} backTo={paths.profileSettings()} />
      {bound ? (
        <p className="form-card form-card__lead">{t('settings.alreadyBound', { phone: `+92 ${player.phone}` })}</p>
      ) : (
        <BindPhoneForm />
      )}
    </>
  );
}
