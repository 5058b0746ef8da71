// The mailbox calls (`email`, docs/requirements/mailbox.md#1-messages): type '0' list (20 a page, in the UI language), '1' open (marks
// read), '2' claim a reward, '3' the unread/unclaimed counts behind the red dots.
import { MAIL_PAGE_SIZE, MailType, email, type EmailResponse } from '@khel/contracts/endpoints/mailbox';
import { LIMITS } from '@khel/contracts/limits';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { currentLanguage } from '../../../lib/i18n.ts';

type Reply<T extends EmailResponse['type']> = Extract<EmailResponse, { type: T }>;

function expect<T extends EmailResponse['type']>(reply: EmailResponse, type: T): Reply<T> {
  if (reply.type !== type) throw new Error(`email: expected type ${type}`);
  return reply as Reply<T>;
}

/** Everything the mailbox caches; invalidate it after an open or a claim. */
export const MAILBOX_KEY = ['mailbox'] as const;

export const mailListQueryOptions = (language = currentLanguage()) =>
  infiniteQueryOptions({
    queryKey: [...MAILBOX_KEY, 'list', language],
    initialPageParam: 0,
    queryFn: async ({ pageParam }) => expect(await callApi(email, { type: MailType.list, language, page: pageParam }), MailType.list),
    getNextPageParam: (last, _all, pageParam) => (last.list.length < MAIL_PAGE_SIZE ? undefined : pageParam + 1),
    staleTime: 0,
  });

/**
 * The red dots (left menu E-Mail, personal centre Notifications): refreshed every 30 s (docs/requirements/mailbox.md#1-messages),
 * unless polling is false: the live socket is up and its mail events refresh them (docs/architecture/live.md).
 */
export const mailCountsQueryOptions = (enabled: boolean, polling = true) =>
  queryOptions({
    queryKey: [...MAILBOX_KEY, 'counts'],
    queryFn: async () => expect(await callApi(email, { type: MailType.count }, { quiet: true }), MailType.count),
    enabled,
    refetchInterval: polling ? LIMITS.refreshMs : false,
    retry: false,
  });

export async function openMail(id: number): Promise<Reply<'1'>> {
  return expect(await callApi(email, { type: MailType.open, id, language: currentLanguage() }), MailType.open);
}

export async function claimMail(id: number): Promise<Reply<'2'>> {
  return expect(await callApi(email, { type: MailType.claim, id, language: currentLanguage() }), MailType.claim);
}
