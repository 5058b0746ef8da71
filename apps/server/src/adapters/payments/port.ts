// Payment gateways behind one interface (docs/architecture/overview.md#the-servers-layers). Vendor payloads are checked here
// (signature, shape) and reach the payments feature as domain events, never as vendor JSON.
// Amounts are integers in hundredths of a rupee.

export type GatewayName = 'sandbox' | 'jazzcash' | 'easypaisa';
export type GatewayStatus = 'paid' | 'pending' | 'failed';

export interface CreatePaymentInput {
  /** Khel's order number; gateways that take a merchant reference get it as theirs. */
  orderNo: string;
  amount: number;
  currency: 'PKR';
  /** The payer's national mobile number (3xxxxxxxxx). */
  payerPhone: string;
  description: string;
  createdAt: Date;
  expiresAt: Date;
  /** Where the gateway sends the payer back to. */
  returnUrl: string;
}

/** How the pay page sends the payer to the gateway: a redirect or an auto-submitted form. */
export type Checkout =
  | { kind: 'redirect'; url: string }
  | { kind: 'form'; action: string; fields: Record<string, string> };

export interface CreatedPayment {
  /** The gateway's reference for this payment; a deposit is credited once per reference. */
  gatewayRef: string;
  checkout: Checkout;
}

/** What a notification says, once its signature (or its source) has been checked. */
export interface PaymentNotice {
  gatewayRef: string;
  status: GatewayStatus;
  amount: number;
  currency: string;
}

export type VerifiedNotification =
  | { ok: true; notice: PaymentNotice }
  /** Refused: nothing in it may be trusted, but the reference it names lets the order be flagged. */
  | { ok: false; reason: 'signature' | 'malformed' | 'host-not-allowed'; claimedRef?: string };

export interface RawNotification {
  /** The request body exactly as received (the signature covers these bytes). */
  rawBody: string;
  headers: Record<string, string | string[] | undefined>;
  query: Record<string, string | undefined>;
}

/** The gateway's own answer about a payment: the only thing a deposit is credited on. */
export interface Inquiry {
  gatewayRef: string;
  status: GatewayStatus;
  amount: number;
  currency: string;
}

export interface PaymentGateway {
  readonly name: GatewayName;
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  verifyNotification(notification: RawNotification): Promise<VerifiedNotification>;
  inquire(gatewayRef: string): Promise<Inquiry>;
  /** Withdrawals; gateways without a payout API leave it out (payouts are then manual). */
  payout?(request: { reference: string; amount: number; account: string }): Promise<{ status: GatewayStatus; gatewayRef: string }>;
}

/** The fetch the adapters use, injectable so tests see (and can forbid) every outbound call. */
export type FetchLike = (url: string, init?: { method?: string; headers?: Record<string, string>; body?: string }) => Promise<{
  status: number;
  text(): Promise<string>;
}>;
