// The embedded sandbox gateway: the default in dev and tests, and it behaves like a real one. It
// keeps its own book (sandbox_gateway_payments), has a payer page, sends HMAC-SHA256-signed
// notifications to Khel's hook with retries and backoff, answers status inquiries, and misbehaves
// on demand (duplicate, lost, forged or wrong-amount notifications, a success held until late).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { Queryable } from '../../../platform/db.ts';
import type { CreatePaymentInput, CreatedPayment, Inquiry, PaymentGateway, RawNotification, VerifiedNotification } from '../port.ts';

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
export const SANDBOX_HOOK_PATH = '/hooks/payments/sandbox';
export const MISBEHAVIOURS = ['none', 'duplicate', 'lost', 'forged', 'wrong-amount', 'late'] as const;
export type Misbehaviour = (typeof MISBEHAVIOURS)[number];
export type SandboxAction = 'approve' | 'decline' | 'pending' | 'deliver';

/** Sends one notification; returns the HTTP status Khel answered with. */
export type SandboxTransport = (path: string, body: string, headers: Record<string, string>) => Promise<number>;

export interface SandboxPayment {
  ref: string;
  orderId: string;
  amount: number;
  paidAmount: number | null;
  currency: string;
  status: 'pending' | 'paid' | 'failed';
  heldOutcome: string | null;
  misbehave: Misbehaviour;
  returnUrl: string;
}

const Notification = z.object({
  ref: z.string().min(1),
  orderId: z.string(),
  status: z.enum(['paid', 'pending', 'failed']),
  amount: z.number().int(),
  currency: z.string(),
});

export function sandboxSignature(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body, 'utf8').digest('hex');
}

function safeEqualHex(a: string, b: string): boolean {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return x.length === y.length && timingSafeEqual(x, y);
}

const COLUMNS = `ref, order_id AS "orderId", amount, paid_amount AS "paidAmount", currency, status,
  held_outcome AS "heldOutcome", misbehave, return_url AS "returnUrl"`;

export interface SandboxOptions {
  db: Queryable;
  secret: string;
  transport: SandboxTransport;
  /** Delays between delivery attempts after a failed one; [] = one attempt only. */
  retryDelaysMs?: readonly number[];
  log?: { warn(obj: object, msg: string): void };
}

export interface SandboxGateway extends PaymentGateway {
  find(ref: string): Promise<SandboxPayment | null>;
  /** What the payer (or the dev control endpoint) chose on the sandbox page. */
  decide(ref: string, action: SandboxAction, misbehave?: Misbehaviour): Promise<SandboxPayment | null>;
  /** Cancels pending retries (the app is closing). */
  stop(): void;
}

export function createSandboxGateway(options: SandboxOptions): SandboxGateway {
  const { db, secret, transport } = options;
  const retryDelays = options.retryDelaysMs ?? [1_000, 5_000, 30_000, 120_000, 600_000];
  const timers = new Set<NodeJS.Timeout>();

  const find = async (ref: string) =>
    (await db.query<SandboxPayment>(`SELECT ${COLUMNS} FROM sandbox_gateway_payments WHERE ref = $1`, [ref]))[0] ?? null;

  async function deliver(payment: SandboxPayment, forged: boolean, attempt = 0): Promise<void> {
    const body = JSON.stringify({
      ref: payment.ref,
      orderId: payment.orderId,
      status: payment.status,
      amount: payment.paidAmount ?? payment.amount,
      currency: payment.currency,
    });
    const signature = forged ? sandboxSignature('not-the-secret', body) : sandboxSignature(secret, body);
    let status = 0;
    try {
      status = await transport(SANDBOX_HOOK_PATH, body, { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature });
    } catch (error) {
      options.log?.warn({ err: error, ref: payment.ref }, 'sandbox gateway: notification failed');
    }
    const delay = retryDelays[attempt];
    if ((status < 200 || status >= 300) && !forged && delay !== undefined) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        void deliver(payment, forged, attempt + 1);
      }, delay);
      timer.unref();
      timers.add(timer);
    }
  }

  async function notify(payment: SandboxPayment): Promise<void> {
    switch (payment.misbehave) {
      case 'lost':
        return;
      case 'forged':
        return deliver(payment, true);
      case 'duplicate':
        await deliver(payment, false);
        return deliver(payment, false);
      default:
        return deliver(payment, false);
    }
  }

  return {
    name: 'sandbox',
    find,

    async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
      const ref = `SBX${randomBytes(9).toString('hex').toUpperCase()}`;
      await db.query(
        `INSERT INTO sandbox_gateway_payments (ref, order_id, amount, currency, notify_url, return_url)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [ref, input.orderNo, input.amount, input.currency, SANDBOX_HOOK_PATH, input.returnUrl],
      );
      return { gatewayRef: ref, checkout: { kind: 'redirect', url: `/sandbox-gateway/pay/${ref}` } };
    },

    async verifyNotification(n: RawNotification): Promise<VerifiedNotification> {
      let parsed: z.infer<typeof Notification> | null;
      try {
        const result = Notification.safeParse(JSON.parse(n.rawBody));
        parsed = result.success ? result.data : null;
      } catch {
        parsed = null;
      }
      if (!parsed) return { ok: false, reason: 'malformed' };
      const header = n.headers[SANDBOX_SIGNATURE_HEADER];
      const given = Array.isArray(header) ? header[0] : header;
      if (!given || !safeEqualHex(given.toLowerCase(), sandboxSignature(secret, n.rawBody))) {
        return { ok: false, reason: 'signature', claimedRef: parsed.ref };
      }
      return { ok: true, notice: { gatewayRef: parsed.ref, status: parsed.status, amount: parsed.amount, currency: parsed.currency } };
    },

    async inquire(ref: string): Promise<Inquiry> {
      const payment = await find(ref);
      if (!payment) return { gatewayRef: ref, status: 'failed', amount: 0, currency: 'PKR' };
      return { gatewayRef: ref, status: payment.status, amount: payment.paidAmount ?? payment.amount, currency: payment.currency };
    },

    async decide(ref, action, misbehave = 'none') {
      const current = await find(ref);
      if (!current) return null;
      if (action === 'deliver') {
        // Releases a success held back by the 'late' misbehaviour.
        if (current.heldOutcome !== 'paid') return current;
        await db.query(
          "UPDATE sandbox_gateway_payments SET status = 'paid', held_outcome = NULL, misbehave = 'none', updated_at = now() WHERE ref = $1",
          [ref],
        );
      } else if (current.status !== 'pending') {
        return current; // a real gateway does not pay (or decline) twice
      } else if (action === 'approve' && misbehave === 'late') {
        await db.query(
          "UPDATE sandbox_gateway_payments SET held_outcome = 'paid', misbehave = 'late', updated_at = now() WHERE ref = $1",
          [ref],
        );
        return find(ref);
      } else if (action === 'approve' || action === 'decline') {
        await db.query(
          `UPDATE sandbox_gateway_payments SET status = $2, misbehave = $3, updated_at = now(),
             paid_amount = CASE WHEN $3 = 'wrong-amount' THEN amount - 100 ELSE amount END WHERE ref = $1`,
          [ref, action === 'approve' ? 'paid' : 'failed', misbehave],
        );
      } else {
        return current; // leave pending: nothing happens, as when a payer walks away
      }
      const updated = (await find(ref))!;
      await notify(updated);
      return updated;
    },

    stop() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
