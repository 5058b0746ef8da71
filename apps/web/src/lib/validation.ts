// Runs a contracts schema over a form's values and keeps the first message key per field, so the
// form shows exactly the message the server would answer with.
import { isMessageKey, type MessageKey } from '@khel/contracts/messages/en';
import * as z from 'zod/mini';

export type FieldErrors<F extends string> = Partial<Record<F, MessageKey>>;

export function fieldErrors<F extends string>(schema: z.core.$ZodType, values: Partial<Record<F, unknown>>): FieldErrors<F> {
  const result = z.safeParse(schema, values);
  if (result.success) return {};
  const errors: FieldErrors<F> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '') as F;
    if (errors[field] === undefined) errors[field] = isMessageKey(issue.message) ? issue.message : 'invalidRequest';
  }
  return errors;
}

export function hasErrors(errors: Partial<Record<string, MessageKey>>): boolean {
  return Object.values(errors).some(Boolean);
}
