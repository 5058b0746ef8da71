import { DotLoading } from 'antd-mobile';
import { useProgressWhileMounted } from './use-route-progress.ts';

/** In place of a page whose module is still loading (when there is no previous page to keep showing). */
export function RouteFallback() {
  useProgressWhileMounted();
  return (
    <div className="route-fallback" role="status" aria-live="polite">
      <DotLoading color="primary" />
    </div>
  );
}
