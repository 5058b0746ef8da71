// The QR code of the share link (docs/requirements/agency.md#1-invitation-code-and-share-link), drawn as one SVG path from
// the `qrcode` library's module matrix: crisp at any size, no canvas, dark modules on white in
// both themes (scanners need the light background and the quiet zone).
import { create } from 'qrcode';
import { useMemo } from 'react';

const QUIET_ZONE = 2;

export function InviteQr({ value, label, size = 168 }: { value: string; label: string; size?: number }) {
  const { path, extent } = useMemo(() => {
    const { modules } = create(value, { errorCorrectionLevel: 'M' });
    let d = '';
    for (let row = 0; row < modules.size; row++) {
      for (let col = 0; col < modules.size; col++) {
        if (modules.get(row, col)) d += `M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`;
      }
    }
    return { path: d, extent: modules.size + QUIET_ZONE * 2 };
  }, [value]);
  return (
    <svg
      className="invite-qr"
      role="img"
      aria-label={label}
      data-value={value}
      width={size}
      height={size}
      viewBox={`0 0 ${extent} ${extent}`}
      shapeRendering="crispEdges"
    >
      <rect width={extent} height={extent} fill="#fff" />
      <path d={path} fill="#0b1220" />
    </svg>
  );
}
