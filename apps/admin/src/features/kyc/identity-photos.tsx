// The identity photos of a submission, beside the typed details so the reviewer compares them.
// Fetched with the operator token into object URLs (an <img src> cannot send the header, and a URL
// with a token in it would end up in history and logs); revoked when the drawer closes. Each
// opening is audited by the server.
import type { KycDocumentKind } from '@khel/contracts/endpoints/kyc';
import { Image, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { send } from '../../lib/api.ts';

const LABELS: Record<KycDocumentKind, string> = { cnicFront: 'CNIC front', cnicBack: 'CNIC back', selfie: 'Holding the CNIC' };

function Photo({ submissionId, kind }: { submissionId: number; kind: KycDocumentKind }) {
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let objectUrl: string | null = null;
    let live = true;
    send(`/admin/api/kyc/${submissionId}/documents/${kind}`)
      .then((response) => response.blob())
      .then((blob) => {
        objectUrl = URL.createObjectURL(blob);
        if (live) setUrl(objectUrl);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [submissionId, kind]);
  return (
    <figure style={{ margin: 0 }}>
      {url ? <Image src={url} alt={LABELS[kind]} width={200} /> : <div style={{ width: 200, height: 126 }}>{failed ? 'Could not open the photo' : 'Opening…'}</div>}
      <Typography.Text type="secondary">
        <figcaption>{LABELS[kind]}</figcaption>
      </Typography.Text>
    </figure>
  );
}

export function IdentityPhotos({ submissionId, kinds }: { submissionId: number; kinds: KycDocumentKind[] }) {
  if (kinds.length === 0) return <Typography.Text type="secondary">No photos (sent before photos were required)</Typography.Text>;
  return (
    <Space size={12} wrap aria-label="Identity photos">
      {kinds.map((kind) => (
        <Photo key={kind} submissionId={submissionId} kind={kind} />
      ))}
    </Space>
  );
}
