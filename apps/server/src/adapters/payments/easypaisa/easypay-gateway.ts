// Easypaisa's Easypay: hosted checkout with merchantHashedReq (AES-128-ECB, PKCS5 padding, base64
// of the sorted parameter string, keyed by the store's hash key), the IPN (a `url` Khel fetches,
// only from allow-listed hosts) and the transaction inquiry.
import { createCipheriv } from 'node:crypto';
import { z } from 'zod';
import type { CreatePaymentInput, CreatedPayment, FetchLike, GatewayStatus, Inquiry, PaymentGateway, RawNotification, VerifiedNotification } from '../port.ts';

export interface EasypayConfig {
  storeId: string;
  hashKey: string;
  username: string;
  password: string;
  accountNum: string;
  baseUrl: string;
  /** Hosts the IPN `url` may point at; anything else is refused without a request. */
  notifyHosts: readonly string[];
}

export const EASYPAY_PATHS = {
  checkout: '/easypay/Index.jsf',
  inquiry: '/easypay-service/rest/v4/inquire-transaction',
} as const;

/** Easypay amounts are rupees with one decimal place at least: 50000 hundredths → "500.0". */
export function easypayAmount(hundredths: number): string {
  const rupees = hundredths / 100;
  return Number.isInteger(rupees) ? rupees.toFixed(1) : rupees.toFixed(2);
}

/** yyyyMMdd HHmmss in Pakistan time (UTC+5). */
export function easypayExpiry(at: Date): string {
  const digits = new Date(at.getTime() + 5 * 3_600_000).toISOString().replace(/\D/g, '');
  return `${digits.slice(0, 8)} ${digits.slice(8, 14)}`;
}

/** The parameter string: name=value pairs sorted by name, joined by '&'. */
export function easypayParamString(params: Record<string, string>): string {
  return Object.keys(params)
    .sort()
    .map((name) => `${name}=${params[name]}`)
    .join('&');
}

export function easypayHashedRequest(params: Record<string, string>, hashKey: string): string {
  const key = Buffer.from(hashKey, 'utf8');
  if (key.length !== 16) throw new Error('the Easypay hash key must be 16 bytes (AES-128)');
  const cipher = createCipheriv('aes-128-ecb', key, null); // PKCS#7 padding = Java's PKCS5 for AES
  return Buffer.concat([cipher.update(easypayParamString(params), 'utf8'), cipher.final()]).toString('base64');
}

export function buildEasypayCheckout(config: EasypayConfig, input: CreatePaymentInput): Record<string, string> {
  const params: Record<string, string> = {
    amount: easypayAmount(input.amount),
    autoRedirect: '1',
    expiryDate: easypayExpiry(input.expiresAt),
    mobileNum: `0${input.payerPhone}`,
    orderRefNum: input.orderNo,
    paymentMethod: 'MA_PAYMENT_METHOD',
    postBackURL: input.returnUrl,
    storeId: config.storeId,
  };
  return { ...params, merchantHashedReq: easypayHashedRequest(params, config.hashKey) };
}

export function classifyEasypayStatus(status: string): GatewayStatus {
  const s = status.toUpperCase();
  if (s === 'PAID') return 'paid';
  if (s === 'PENDING' || s === 'INITIATED') return 'pending';
  return 'failed';
}

/** True when url is https on an allow-listed host (exact host name, no credentials, default port). */
export function isAllowedNotifyUrl(url: string, hosts: readonly string[]): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  return parsed.protocol === 'https:' && parsed.username === '' && parsed.password === '' && parsed.port === '' && hosts.includes(parsed.hostname.toLowerCase());
}

const StatusReply = z.object({
  orderRefNumber: z.string().optional(),
  orderId: z.string().optional(),
  transactionStatus: z.string(),
  transactionAmount: z.union([z.string(), z.number()]),
  responseCode: z.string().optional(),
});

function hundredths(amount: string | number): number {
  return Math.round(Number(amount) * 100);
}

export function createEasypayGateway(config: EasypayConfig, fetchFn: FetchLike): PaymentGateway {
  return {
    name: 'easypaisa',

    async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
      return {
        gatewayRef: input.orderNo,
        checkout: { kind: 'form', action: `${config.baseUrl}${EASYPAY_PATHS.checkout}`, fields: buildEasypayCheckout(config, input) },
      };
    },

    async verifyNotification(n: RawNotification): Promise<VerifiedNotification> {
      const fromBody = Object.fromEntries(new URLSearchParams(n.rawBody.trim().startsWith('{') ? '' : n.rawBody));
      const url = n.query.url ?? fromBody.url;
      if (!url) return { ok: false, reason: 'malformed' };
      if (!isAllowedNotifyUrl(url, config.notifyHosts)) return { ok: false, reason: 'host-not-allowed' };
      const response = await fetchFn(url, { method: 'GET' });
      let parsed: z.infer<typeof StatusReply> | null;
      try {
        const result = StatusReply.safeParse(JSON.parse(await response.text()));
        parsed = result.success ? result.data : null;
      } catch {
        parsed = null;
      }
      const ref = parsed?.orderRefNumber ?? parsed?.orderId;
      if (response.status !== 200 || !parsed || !ref) return { ok: false, reason: 'malformed' };
      return {
        ok: true,
        notice: { gatewayRef: ref, status: classifyEasypayStatus(parsed.transactionStatus), amount: hundredths(parsed.transactionAmount), currency: 'PKR' },
      };
    },

    async inquire(gatewayRef: string): Promise<Inquiry> {
      const response = await fetchFn(`${config.baseUrl}${EASYPAY_PATHS.inquiry}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          credentials: Buffer.from(`${config.username}:${config.password}`).toString('base64'),
        },
        body: JSON.stringify({ orderId: gatewayRef, storeId: config.storeId, accountNum: config.accountNum }),
      });
      const result = StatusReply.safeParse(JSON.parse(await response.text()));
      if (response.status !== 200 || !result.success) throw new Error(`Easypay inquiry failed with HTTP ${response.status}`);
      // responseCode 0000 is a successful inquiry; anything else says nothing about the payment.
      if (result.data.responseCode !== undefined && result.data.responseCode !== '0000') {
        return { gatewayRef, status: 'pending', amount: 0, currency: 'PKR' };
      }
      return { gatewayRef, status: classifyEasypayStatus(result.data.transactionStatus), amount: hundredths(result.data.transactionAmount), currency: 'PKR' };
    },
  };
}
