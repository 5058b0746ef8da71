import { DotLoading } from 'antd-mobile';

export function RouteFallback() {
  return (
    <div className="route-fallback" role="status" aria-live="polite">
      <DotLoading color="primary" />
    </div>
  );
}
