// Keyset pagination for every back-office list: a page is `items` plus `nextCursor`,
// an opaque token holding the last row's (sort key, id). The next page starts strictly after it,
// so rows are never skipped or repeated when new rows arrive, and a deep page costs the same as
// the first (no OFFSET).
import { z } from 'zod';

export const MAX_PAGE_SIZE = 200;

export const PageQuery = z.object({
  cursor: z.string().max(300).optional(),
  limit: z.number().int().min(1).max(MAX_PAGE_SIZE).default(50),
});
export type PageQuery = z.infer<typeof PageQuery>;

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), nextCursor: z.string().nullable() });
}

/** An ISO 8601 instant as the API sends it. */
export const Instant = z.string().describe('ISO 8601 instant');

/** YYYY-MM-DD naming a day that exists (not 2026-02-30), so no query ever gets an invalid date. */
function isCalendarDay(text: string): boolean {
  const at = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === text;
}

/** A query parameter holding an Asia/Karachi calendar day. */
export const Day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'invalidRequest' })
  .refine(isCalendarDay, { error: 'invalidRequest', abort: true });
