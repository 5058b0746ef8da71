// App download (docs/requirements/navigation.md#6-popups): the direct Android/iOS links from ClientVersionConf, else the official site;
// with an operator's pixel in the arrival link, the links carry it (lib/attribution.ts).
import { Popup } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { SheetHeader } from '../../../components/ui/sheet-header.tsx';
import { images } from '../../../config/paths.ts';
import { PublicFbParamConf } from '@khel/contracts/config-documents';
import { attributedDownloadUrl, currentH5Param } from '../../../lib/attribution.ts';
import { useClientParam, useClientVersion, useConfigDocument } from '../../../lib/config-documents.ts';
import { deviceType } from '../../../lib/device.ts';
import { usePopup, usePopupStore } from '../../../stores/popup-store.ts';
import './support.css';

export function AppDownloadLinks() {
  const { t } = useTranslation(['ui', 'messages']);
  const version = useClientVersion();
  const official = useClientParam('official.url');
  const device = deviceType();
  const pixelIds = (useConfigDocument('FbParamConf', PublicFbParamConf) ?? []).map((pixel) => pixel.id);
  const h5 = currentH5Param();
  const links = [
    { key: 'android', url: version?.apkUrl, label: t('download.android') },
    { key: 'ios', url: version?.iosUrl, label: t('download.ios') },
  ]
    .filter((link): link is { key: string; url: string; label: string } => Boolean(link.url?.trim()))
    .map((link) => ({ ...link, url: attributedDownloadUrl(link.url, pixelIds, h5) }))
    // The player's own platform first.
    .sort((a) => ((device === 'iOS' ? a.key === 'ios' : a.key === 'android') ? -1 : 0));

  return (
    <div className="download-links">
      <img className="download-links__logo" src={images.logo()} alt="Khel" height={40} />
      <p className="sheet-lead">{t('download.lead')}</p>
      {links.map((link, index) => (
        <a
          key={link.key}
          className={index === 0 ? 'link-button link-button--solid' : 'link-button'}
          href={link.url}
          target="_blank"
          rel="noopener noreferrer"
        >
          {link.label}
        </a>
      ))}
      {official ? (
        <a className="download-links__official" href={official} target="_blank" rel="noopener noreferrer">
          {t('download.official')}
        </a>
      ) : null}
      {links.length === 0 && !official ? <p className="support-empty">{t('download.unavailable')}</p> : null}
    </div>
  );
}

export function AppDownloadPopup() {
  const { t } = useTranslation(['ui', 'messages']);
  const entry = usePopup('app-download');
  const close = usePopupStore((state) => state.close);
  return (
    <Popup visible={entry !== undefined} position="bottom" onMaskClick={() => close('app-download')} bodyClassName="sheet-popup" destroyOnClose>
      <div role="dialog" aria-labelledby="download-title" className="sheet-body">
        <SheetHeader id="download-title" title={t('download.title')} onClose={() => close('app-download')} />
        <AppDownloadLinks />
      </div>
    </Popup>
  );
}
