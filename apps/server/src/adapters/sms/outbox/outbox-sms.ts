// The development SMS gateway: messages are stored and logged so a developer can read the code
// that a phone would have received (server log, and /dev/outbox while dev tools are on).
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../../../platform/db.ts';
import type { SmsSender } from '../port.ts';

export function createOutboxSms(db: Database, log: FastifyBaseLogger): SmsSender {
  return {
    name: 'outbox',
    async send(phone, text) {
      await db.query('INSERT INTO sms_outbox (phone, body) VALUES ($1, $2)', [phone, text]);
      log.info({ sms: { to: `+92${phone}`, text } }, 'dev SMS outbox: message stored (read it at /dev/outbox)');
    },
  };
}

interface OutboxRow {
  phone: string;
  body: string;
  created_at: Date;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** GET /dev/outbox (HTML) and /dev/outbox.json: the latest 50 messages. Dev tools only. */
export function registerOutboxPage(app: FastifyInstance, db: Database): void {
  const latest = () =>
    db.query<OutboxRow>('SELECT phone, body, created_at FROM sms_outbox ORDER BY id DESC LIMIT 50');
  app.get('/dev/outbox.json', { schema: { hide: true } }, async () =>
    (await latest()).map((row) => ({ phone: row.phone, body: row.body, createdAt: row.created_at })),
  );
  app.get('/dev/outbox', { schema: { hide: true } }, async (_request, reply) => {
    const rows = (await latest())
      .map(
        (row) =>
          `<tr><td>${escapeHtml(row.created_at.toISOString())}</td><td>+92${escapeHtml(row.phone)}</td><td>${escapeHtml(row.body)}</td></tr>`,
      )
      .join('');
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
          `<title>Khel dev SMS outbox</title><h1>Dev SMS outbox</h1>` +
          `<p>Messages the embedded SMS adapter would have sent. Not available in production.</p>` +
          `<table border="1" cellpadding="6"><tr><th>Sent</th><th>To</th><th>Text</th></tr>${rows}</table>`,
      );
  });
}
