// The pay page's HTML: an auto-submitting form for gateways that take a form post (JazzCash,
// Easypay hosted checkout), or the order's state when it can no longer be paid.
import type { Checkout } from '../../adapters/payments/port.ts';
import type { OrderState } from './payments.repository.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STATE_TEXT: Record<OrderState, string> = {
  pending: 'Waiting for payment',
  paid: 'This deposit is paid.',
  failed: 'This payment failed.',
  expired: 'This deposit order has expired. Please start a new deposit.',
};

function shell(body: string, autoSubmit = false): string {
  return `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Khel payment</title><style>body{font-family:system-ui,sans-serif;padding:24px;text-align:center}</style>
<body${autoSubmit ? ' onload="document.forms[0].submit()"' : ''}>${body}<p><a href="/">Back to Khel</a></p></body></html>`;
}

export function renderPayPage(found: { checkout: Checkout } | { state: OrderState } | null, orderNo: string): string {
  if (!found) return shell('<h1>Payment not found</h1>');
  if ('state' in found) return shell(`<h1>${escapeHtml(STATE_TEXT[found.state])}</h1><p>Order ${escapeHtml(orderNo)}</p>`);
  const checkout = found.checkout;
  if (checkout.kind === 'redirect') return shell(`<a href="${escapeHtml(checkout.url)}">Continue to payment</a>`);
  const inputs = Object.entries(checkout.fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  return shell(
    `<p>Redirecting to the payment page…</p><form method="post" action="${escapeHtml(checkout.action)}">${inputs}<button>Continue</button></form>`,
    true,
  );
}
