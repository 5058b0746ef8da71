// What the account-data pages (personal data, subscriptions) show before their data: the loading
// dots, or the failure with a Retry button.
import { Button, DotLoading } from 'antd-mobile';

interface SettingsQueryStatusProps {
  /** The page's query while it is pending or failed. */
  query: { isPending: boolean; refetch: () => unknown };
  failed: string;
  retry: string;
}

export function SettingsQueryStatus({ query, failed, retry }: SettingsQueryStatusProps) {
  if (query.isPending) {
    return (
      <p className="settings__status" role="status">
        <DotLoading color="primary" />
      </p>
    );
  }
  return (
    <div className="settings__status" role="alert">
      <p>{failed}</p>
      <Button shape="rounded" onClick={() => void query.refetch()}>
        {retry}
      </Button>
    </div>
  );
}
