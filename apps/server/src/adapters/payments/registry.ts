// Which gateway serves which payment type (PAYMENT_GATEWAY_JAZZCASH / _EASYPAISA; the sandbox by
// default), built once at start-up.
import type { PaymentsConfig } from '../../platform/config.ts';
import type { Queryable } from '../../platform/db.ts';
import { createEasypayGateway } from './easypaisa/easypay-gateway.ts';
import { createJazzcashGateway } from './jazzcash/jazzcash-gateway.ts';
import type { FetchLike, GatewayName, PaymentGateway } from './port.ts';
import { createSandboxGateway, type SandboxGateway, type SandboxTransport } from './sandbox/sandbox-gateway.ts';

export interface PaymentGateways {
  /** The gateway serving a payment type (Jazzcash, Easypaisa). */
  forType(typeName: string): PaymentGateway;
  byName(name: string): PaymentGateway | undefined;
  /** The sandbox, when any payment type uses it (its pages are then served). */
  sandbox: SandboxGateway | undefined;
  close(): void;
}

export interface GatewayDependencies {
  config: PaymentsConfig;
  db: Queryable;
  /** How the sandbox reaches Khel's hook; tests pass app.inject, the server posts to its own URL. */
  sandboxTransport: SandboxTransport;
  sandboxRetryDelaysMs?: readonly number[];
  fetch?: FetchLike;
  log?: { warn(obj: object, msg: string): void };
}

export function createPaymentGateways(deps: GatewayDependencies): PaymentGateways {
  const fetchFn: FetchLike = deps.fetch ?? ((url, init) => fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(15_000) }));
  const { gateways } = deps.config;
  const used = new Set<string>(Object.values(gateways));
  const all = new Map<GatewayName, PaymentGateway>();
  let sandbox: SandboxGateway | undefined;
  if (used.has('sandbox')) {
    sandbox = createSandboxGateway({
      db: deps.db,
      secret: deps.config.sandboxSecret,
      transport: deps.sandboxTransport,
      ...(deps.sandboxRetryDelaysMs ? { retryDelaysMs: deps.sandboxRetryDelaysMs } : {}),
      ...(deps.log ? { log: deps.log } : {}),
    });
    all.set('sandbox', sandbox);
  }
  if (used.has('jazzcash')) all.set('jazzcash', createJazzcashGateway(deps.config.jazzcash, fetchFn));
  if (used.has('easypaisa')) all.set('easypaisa', createEasypayGateway(deps.config.easypay, fetchFn));
  return {
    forType(typeName) {
      const name = gateways[typeName as keyof typeof gateways];
      const gateway = name ? all.get(name) : undefined;
      if (!gateway) throw new Error(`no payment gateway for ${typeName}`);
      return gateway;
    },
    byName: (name) => all.get(name as GatewayName),
    sandbox,
    close: () => sandbox?.stop(),
  };
}

/** The server posts sandbox notifications to itself over HTTP (as a real gateway would). */
export function httpTransport(baseUrl: () => string): SandboxTransport {
  return async (path, body, headers) => {
    const response = await fetch(`${baseUrl()}${path}`, { method: 'POST', body, headers, signal: AbortSignal.timeout(10_000) });
    return response.status;
  };
}
