// The site's public address in front of the two processes (PUBLIC_BASE_URL of both), as a load
// balancer would be: the sandbox gateway running in one process posts its payment notifications
// here, and the relay hands each to the process the test names, so a deposit paid through one
// process is credited by the other. It records when each answer came back.
import { createServer, type Server } from 'node:http';

export interface RelayedNotification {
  to: string;
  status: number;
  /** performance.now() when the answering process's reply reached the relay. */
  answeredAt: number;
}

export interface NotificationRelay {
  url: string;
  /** Where the next notifications go: a process's name and base URL. */
  route(to: { name: string; baseUrl: string }): void;
  delivered: RelayedNotification[];
  close(): Promise<void>;
}

export async function startNotificationRelay(): Promise<NotificationRelay> {
  let target: { name: string; baseUrl: string } | null = null;
  const delivered: RelayedNotification[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const to = target;
      if (!to) {
        response.writeHead(502).end();
        return;
      }
      const headers: Record<string, string> = {};
      for (const name of ['content-type', 'x-sandbox-signature']) {
        const value = request.headers[name];
        if (typeof value === 'string') headers[name] = value;
      }
      fetch(`${to.baseUrl}${request.url}`, { method: request.method, headers, body: Buffer.concat(chunks) }).then(
        async (answer) => {
          const body = await answer.text();
          delivered.push({ to: to.name, status: answer.status, answeredAt: performance.now() });
          response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'text/plain' }).end(body);
        },
        () => response.writeHead(502).end(),
      );
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    route: (to) => (target = to),
    delivered,
    close: () => new Promise((done) => server.close(() => done())),
  };
}
