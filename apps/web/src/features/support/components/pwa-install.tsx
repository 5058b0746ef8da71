// The download page's web-app install (docs/requirements/navigation.md#6-popups): an Install button when the browser offers
// one, Safari's "Add to Home Screen" steps on an iPhone, and nothing to do when already installed.
import { Button } from 'antd-mobile';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { deviceType } from '../../../lib/device.ts';
import { isInstalled, pendingInstallPrompt, promptInstall, subscribeInstallPrompt } from '../../../lib/install-prompt.ts';

export function PwaInstall() {
  const { t } = useTranslation('ui');
  const prompt = useSyncExternalStore(subscribeInstallPrompt, pendingInstallPrompt);
  const installed = useSyncExternalStore(subscribeInstallPrompt, isInstalled);
  let body;
  if (installed) body = <p className="pwa-install__done">{t('download.installed')}</p>;
  else if (prompt)
    body = (
      <Button block color="primary" size="large" onClick={() => void promptInstall()}>
        {t('download.install')}
      </Button>
    );
  else if (deviceType() === 'iOS') body = <p className="sheet-lead">{t('download.iosSteps')}</p>;
  else body = <p className="sheet-lead">{t('download.browserSteps')}</p>;
  return (
    <section className="form-card pwa-install" aria-labelledby="pwa-install-title">
      <h2 id="pwa-install-title" className="section-title">
        {t('download.webAppTitle')}
      </h2>
      {body}
    </section>
  );
}
