import { Button, Result } from 'antd';
import { isRouteErrorResponse, useRouteError } from 'react-router';

export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <Result
      status={notFound ? '404' : 'error'}
      title={notFound ? 'No such page' : 'This screen failed'}
      subTitle={notFound ? undefined : error instanceof Error ? error.message : undefined}
      extra={<Button href="/admin/">Back to the dashboard</Button>}
    />
  );
}
