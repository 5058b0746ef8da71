interface VipBadgeProps {
  level: number;
  /** Red dot: an upgrade is waiting to be claimed. */
  dot?: boolean;
  dotLabel?: string;
}

export function VipBadge({ level, dot = false, dotLabel }: VipBadgeProps) {
  return (
    <span className="vip-badge">
      VIP{level}
      {dot ? <span className="red-dot" role="status" aria-label={dotLabel} /> : null}
    </span>
  );
}
