// The mail composer (issue #11): send a mailbox message to one player, every player, or every new
// player, in en/zh/ur, optionally with a reward; list and retract. Admin only: a message can pay.
import { z } from 'zod';
import { SendMailRequest, SentMail } from '../endpoints/mailbox.ts';
import { adminEndpoint } from './admin-endpoint.ts';
import { PageQuery, pageOf } from './keyset.ts';

export const sendMail = adminEndpoint({
  method: 'POST',
  path: '/admin/api/mail',
  permission: 'mail.send',
  summary: "Send a mailbox message (audience 'player' with playerId, 'all' or 'new'); optional reward and expiry",
  request: SendMailRequest,
  response: SentMail,
});

export const listSentMail = adminEndpoint({
  method: 'GET',
  path: '/admin/api/mail',
  permission: 'mail.send',
  summary: 'Sent messages, newest first (keyset), with read and claim counts',
  request: PageQuery,
  response: pageOf(SentMail),
});

export const retractMail = adminEndpoint({
  method: 'POST',
  path: '/admin/api/mail/:id/retract',
  permission: 'mail.send',
  summary: 'Retract a message: it leaves every mailbox; unclaimed rewards can no longer be claimed',
  request: z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) }),
  response: SentMail,
});
