// The sandbox gateway's own pages: the payer page (Approve / Decline / Leave pending, plus the
// misbehaviour to simulate), its inquiry API, and a dev-only control endpoint for scripts.
import { formatRupees } from '@khel/contracts/money';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MISBEHAVIOURS, type SandboxGateway, type SandboxPayment } from './sandbox-gateway.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const Decision = z.object({
  action: z.enum(['approve', 'decline', 'pending', 'deliver']),
  misbehave: z.enum(MISBEHAVIOURS).default('none'),
});

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;padding:16px;background:#f4f6f8;color:#1b1f23}
main{max-width:420px;margin:0 auto;background:#fff;border-radius:12px;padding:20px;box-shadow:0 1px 4px #0002}
h1{font-size:20px;margin:0 0 4px}.amount{font-size:32px;font-weight:700;margin:12px 0}
button{display:block;width:100%;padding:14px;margin:8px 0;font-size:17px;border:0;border-radius:8px}
.ok{background:#16a34a;color:#fff}.no{background:#dc2626;color:#fff}.wait{background:#e5e7eb}
label,select{display:block;width:100%;font-size:15px;margin-top:12px}select{padding:10px}small{color:#666}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style><main>${body}</main></html>`;
}

function payerPage(p: SandboxPayment): string {
  const open = p.status === 'pending' && p.heldOutcome === null;
  const options = MISBEHAVIOURS.map((m) => `<option value="${m}">${m === 'none' ? 'behave normally' : m}</option>`).join('');
  return page(
    'Sandbox gateway',
    `<h1>Sandbox payment gateway</h1><small>Test money only. Order ${escapeHtml(p.orderId)}</small>
<div class="amount">${formatRupees(p.amount)}</div><p>Status: <b id="status">${escapeHtml(p.heldOutcome ? `${p.status} (success held back)` : p.status)}</b></p>
${
  open
    ? `<form method="post"><label>Simulate<select name="misbehave">${options}</select></label>
<button class="ok" name="action" value="approve">Approve</button>
<button class="no" name="action" value="decline">Decline</button>
<button class="wait" name="action" value="pending">Leave pending</button></form>`
    : p.heldOutcome === 'paid'
      ? `<form method="post"><button class="ok" name="action" value="deliver">Deliver the late success now</button></form>`
      : ''
}
${p.returnUrl ? `<p><a href="${escapeHtml(p.returnUrl)}">Back to Khel</a></p>` : ''}`,
  );
}

export function registerSandboxPages(app: FastifyInstance, sandbox: SandboxGateway, options: { devTools: boolean }): void {
  // Encapsulated, so the payer page's form bodies are parsed as forms, not as wire-encoded JSON.
  void app.register(async (scope) => {
    scope.removeContentTypeParser('application/x-www-form-urlencoded');
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });

    scope.get<{ Params: { ref: string } }>('/sandbox-gateway/pay/:ref', { schema: { hide: true } }, async (request, reply) => {
      const payment = await sandbox.find(request.params.ref);
      if (!payment) return reply.code(404).type('text/html; charset=utf-8').send(page('Not found', '<h1>Unknown payment</h1>'));
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(payerPage(payment));
    });

    scope.post<{ Params: { ref: string } }>('/sandbox-gateway/pay/:ref', { schema: { hide: true } }, async (request, reply) => {
      const decision = Decision.safeParse(request.body ?? {});
      if (!decision.success) return reply.code(400).type('text/html; charset=utf-8').send(page('Bad request', '<h1>Bad request</h1>'));
      const payment = await sandbox.decide(request.params.ref, decision.data.action, decision.data.misbehave);
      if (!payment) return reply.code(404).type('text/html; charset=utf-8').send(page('Not found', '<h1>Unknown payment</h1>'));
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(payerPage(payment));
    });

    // The gateway's status inquiry API (what Khel's adapter asks before crediting).
    scope.get<{ Params: { ref: string } }>('/sandbox-gateway/api/payments/:ref', { schema: { hide: true } }, async (request, reply) => {
      const payment = await sandbox.find(request.params.ref);
      if (!payment) return reply.code(404).send({ error: 'unknown payment' });
      return sandbox.inquire(payment.ref);
    });

    if (options.devTools) {
      scope.post<{ Params: { ref: string } }>('/dev/sandbox-gateway/:ref', { schema: { hide: true } }, async (request, reply) => {
        const decision = Decision.safeParse(request.body ?? {});
        if (!decision.success) return reply.code(400).send({ error: decision.error.issues[0]?.message });
        const payment = await sandbox.decide(request.params.ref, decision.data.action, decision.data.misbehave);
        if (!payment) return reply.code(404).send({ error: 'unknown payment' });
        return payment;
      });
    }
  });
}
