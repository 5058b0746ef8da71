// What a visitor sees on a player-only page (docs/requirements/accounts.md#1-visitors-and-players): why, and the way in.
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../components/ui/page-header.tsx';
import { usePopupStore } from '../stores/popup-store.ts';
import { Icon } from '../components/ui/icon.tsx';

export function VisitorGate({ title }: { title: string }) {
  const { t } = useTranslation(['ui', 'messages']);
  const open = usePopupStore((state) => state.open);
  return (
    <>
      <PageHeader title={title || 'Khel'} />
      <section className="visitor-gate">
        <span className="visitor-gate__icon" aria-hidden="true">
          <Icon name="LockOutline" />
        </span>
        <h2>{t('gate.title')}</h2>
        <p>{t('gate.text')}</p>
        <div className="visitor-gate__buttons">
          <Button color="primary" fill="outline" size="large" onClick={() => open({ name: 'login' })}>
            {t('auth.login')}
          </Button>
          <Button color="primary" size="large" onClick={() => open({ name: 'auth', tab: 'signup' })}>
            {t('home.register')}
          </Button>
        </div>
      </section>
    </>
  );
}
