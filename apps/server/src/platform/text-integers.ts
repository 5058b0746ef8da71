// Query-string and path parameters arrive as text, while the contracts publish ids, pages and
// versions as JSON integers. Only a canonical decimal within the safe range becomes the number;
// " 1 ", "1e0", "01", "true" or a repeated parameter (an array) stay as they came, so the
// contract refuses them. JSON bodies never pass through here: they take JSON integers only.
import { z } from 'zod';

const CANONICAL_DECIMAL = /^(0|[1-9][0-9]*)$/;

type JsonSchema = { type?: unknown; properties?: Record<string, JsonSchema>; anyOf?: JsonSchema[]; oneOf?: JsonSchema[]; allOf?: JsonSchema[] };

function isNumeric(schema: JsonSchema): boolean {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes('integer') || types.includes('number')) return true;
  return [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])].some(isNumeric);
}

function collect(schema: JsonSchema, into: Set<string>): Set<string> {
  for (const [key, property] of Object.entries(schema.properties ?? {})) if (isNumeric(property)) into.add(key);
  for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) collect(branch, into);
  return into;
}

/** The top-level fields a request schema publishes as numbers (every branch of a union). */
export function numericFieldsOf(schema: z.core.$ZodType): ReadonlySet<string> {
  return collect(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema, new Set());
}

export function canonicalInteger(text: string): number | undefined {
  if (!CANONICAL_DECIMAL.test(text)) return undefined;
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : undefined;
}

/** A copy of text parameters with the numeric fields' canonical decimals turned into numbers. */
export function withTextIntegers(values: object | undefined, numeric: ReadonlySet<string>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...(values ?? {}) };
  for (const key of numeric) {
    const value = out[key];
    if (typeof value !== 'string') continue;
    const integer = canonicalInteger(value);
    if (integer !== undefined) out[key] = integer;
  }
  return out;
}
