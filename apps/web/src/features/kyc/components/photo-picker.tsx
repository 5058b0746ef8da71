// One identity photo: a native file input (phones offer the camera or the gallery; `capture` would
// force the camera and hide a photo already taken), a preview and why a photo was refused.
import type { KycDocumentKind } from '@khel/contracts/endpoints/kyc';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PHOTO_TYPES, photoForUpload } from '../lib/photo-upload.ts';

export function PhotoPicker({ kind, onPhoto }: { kind: KycDocumentKind; onPhoto: (base64: string | undefined) => void }) {
  const { t } = useTranslation(['ui', 'messages']);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const id = `kyc-photo-${kind}`;

  const choose = async (file: File | undefined) => {
    setProblem(null);
    setPreview(null);
    onPhoto(undefined);
    if (!file) return;
    const ready = await photoForUpload(file);
    if ('problem' in ready) {
      setProblem(t(`messages:${ready.problem}`));
      return;
    }
    setPreview(URL.createObjectURL(file));
    onPhoto(ready.base64);
  };

  return (
    <div className="kyc-photo">
      <label className="kyc-photo__label" htmlFor={id}>
        {t(`protection.kyc.photo.${kind}`)}
      </label>
      <div className="kyc-photo__box">
        {preview ? <img className="kyc-photo__preview" src={preview} alt={t(`protection.kyc.photo.${kind}`)} /> : null}
        <span className="kyc-photo__action">{preview ? t('protection.kyc.changePhoto') : t('protection.kyc.choosePhoto')}</span>
        <input id={id} className="kyc-photo__input" type="file" accept={PHOTO_TYPES.join(',')} onChange={(event) => void choose(event.target.files?.[0])} />
      </div>
      {problem ? (
        <p className="field__error" role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
