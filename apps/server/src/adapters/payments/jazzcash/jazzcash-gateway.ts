// JazzCash: hosted checkout (form post) and mobile-wallet (MWALLET) requests with pp_ fields, the
// notification (post-back) check and the status inquiry. Amounts: JazzCash's pp_Amount is in
// paisa, which is exactly Khel's hundredths.
import type { CreatePaymentInput, CreatedPayment, FetchLike, Inquiry, PaymentGateway, RawNotification, VerifiedNotification } from '../port.ts';
import { classifyJazzcashCode, jazzcashHashValid, jazzcashSecureHash } from './jazzcash-hash.ts';

export interface JazzcashConfig {
  merchantId: string;
  password: string;
  integritySalt: string;
  baseUrl: string;
}

export const JAZZCASH_PATHS = {
  hostedCheckout: '/CustomerPortal/transactionmanagement/merchantform/',
  mwallet: '/ApplicationAPI/API/2.0/Purchase/DoMWalletTransaction',
  inquiry: '/ApplicationAPI/API/PaymentInquiry/Inquire',
} as const;

/** yyyyMMddHHmmss in Pakistan time (UTC+5, no daylight saving), as JazzCash expects. */
export function jazzcashDateTime(at: Date): string {
  return new Date(at.getTime() + 5 * 3_600_000).toISOString().replace(/\D/g, '').slice(0, 14);
}

function signed(fields: Record<string, string>, salt: string): Record<string, string> {
  return { ...fields, pp_SecureHash: jazzcashSecureHash(fields, salt) };
}

function baseFields(config: JazzcashConfig, input: CreatePaymentInput, txnType: string): Record<string, string> {
  return {
    pp_Version: '1.1',
    pp_TxnType: txnType,
    pp_Language: 'EN',
    pp_MerchantID: config.merchantId,
    pp_SubMerchantID: '',
    pp_Password: config.password,
    pp_BankID: '',
    pp_ProductID: '',
    pp_TxnRefNo: input.orderNo,
    pp_Amount: String(input.amount),
    pp_TxnCurrency: input.currency,
    pp_TxnDateTime: jazzcashDateTime(input.createdAt),
    pp_BillReference: input.orderNo,
    pp_Description: input.description,
    pp_TxnExpiryDateTime: jazzcashDateTime(input.expiresAt),
    pp_ReturnURL: input.returnUrl,
    ppmpf_1: input.payerPhone ? `0${input.payerPhone}` : '',
  };
}

export function buildHostedCheckout(config: JazzcashConfig, input: CreatePaymentInput): Record<string, string> {
  return signed(baseFields(config, input, ''), config.integritySalt);
}

/** The MWALLET API request: the payer approves on their phone; cnicLast6 is required by JazzCash. */
export function buildMwalletRequest(config: JazzcashConfig, input: CreatePaymentInput, cnicLast6: string): Record<string, string> {
  return signed(
    { ...baseFields(config, input, 'MWALLET'), pp_MobileNumber: `0${input.payerPhone}`, pp_CNIC: cnicLast6 },
    config.integritySalt,
  );
}

export function buildInquiryRequest(config: JazzcashConfig, txnRefNo: string): Record<string, string> {
  return signed(
    { pp_TxnRefNo: txnRefNo, pp_MerchantID: config.merchantId, pp_Password: config.password },
    config.integritySalt,
  );
}

function stringFields(value: unknown): Record<string, string> | null {
  if (typeof value !== 'object' || value === null) return null;
  const out: Record<string, string> = {};
  for (const [key, item] of Object.entries(value)) out[key] = item === null || item === undefined ? '' : String(item);
  return out;
}

/** The post-back JazzCash sends (form-urlencoded, or JSON from the API). */
export function parseJazzcashFields(rawBody: string): Record<string, string> | null {
  const text = rawBody.trim();
  if (text.startsWith('{')) {
    try {
      return stringFields(JSON.parse(text));
    } catch {
      return null;
    }
  }
  return Object.fromEntries(new URLSearchParams(text));
}

export function createJazzcashGateway(config: JazzcashConfig, fetchFn: FetchLike): PaymentGateway {
  return {
    name: 'jazzcash',

    async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
      return {
        gatewayRef: input.orderNo,
        checkout: { kind: 'form', action: `${config.baseUrl}${JAZZCASH_PATHS.hostedCheckout}`, fields: buildHostedCheckout(config, input) },
      };
    },

    async verifyNotification(n: RawNotification): Promise<VerifiedNotification> {
      const fields = parseJazzcashFields(n.rawBody);
      if (!fields?.pp_TxnRefNo || !fields.pp_ResponseCode) return { ok: false, reason: 'malformed' };
      if (!jazzcashHashValid(fields, config.integritySalt)) return { ok: false, reason: 'signature', claimedRef: fields.pp_TxnRefNo };
      const amount = Number(fields.pp_Amount);
      if (!Number.isSafeInteger(amount)) return { ok: false, reason: 'malformed', claimedRef: fields.pp_TxnRefNo };
      return {
        ok: true,
        notice: {
          gatewayRef: fields.pp_TxnRefNo,
          status: classifyJazzcashCode(fields.pp_ResponseCode),
          amount,
          currency: fields.pp_TxnCurrency || 'PKR',
        },
      };
    },

    async inquire(gatewayRef: string): Promise<Inquiry> {
      const response = await fetchFn(`${config.baseUrl}${JAZZCASH_PATHS.inquiry}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(buildInquiryRequest(config, gatewayRef)),
      });
      const fields = parseJazzcashFields(await response.text());
      if (response.status !== 200 || !fields) throw new Error(`JazzCash inquiry failed with HTTP ${response.status}`);
      if (fields.pp_SecureHash && !jazzcashHashValid(fields, config.integritySalt)) throw new Error('JazzCash inquiry reply has a bad hash');
      // pp_ResponseCode is the inquiry's own outcome; pp_PaymentResponseCode the payment's.
      // An inquiry that did not succeed (unknown reference, busy) says nothing: ask again later.
      if (fields.pp_ResponseCode !== '000') return { gatewayRef, status: 'pending', amount: 0, currency: 'PKR' };
      return {
        gatewayRef,
        status: classifyJazzcashCode(fields.pp_PaymentResponseCode ?? ''),
        amount: Number(fields.pp_Amount ?? 0),
        currency: fields.pp_TxnCurrency || 'PKR',
      };
    },
  };
}
