// Config documents are strict on write: a document must fit its schema AND hold no key
// the schema does not know — an unknown key would otherwise be stored and served to every app.
// Zod objects strip unknown keys when parsing, so every key of the input that is missing from the
// parsed output at the same place is unknown; this holds through arrays, unions and optional
// fields without rebuilding the schemas. Shared by the server (the check that counts) and the
// console (the same message before sending).
import * as z from 'zod/mini';

export interface DocumentIssue {
  path: string;
  message: string;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function unknownKeys(input: unknown, output: unknown, path: string[], found: DocumentIssue[]): void {
  if (Array.isArray(input) && Array.isArray(output)) {
    input.forEach((item, index) => unknownKeys(item, output[index], [...path, String(index)], found));
    return;
  }
  if (!isPlainObject(input) || !isPlainObject(output)) return;
  for (const key of Object.keys(input)) {
    const at = [...path, key];
    if (!Object.hasOwn(output, key)) found.push({ path: at.join('.'), message: `unknown key "${key}"` });
    else unknownKeys(input[key], output[key], at, found);
  }
}

export function checkDocument<S extends z.core.$ZodType>(schema: S, body: unknown): { ok: true; data: z.output<S> } | { ok: false; issues: DocumentIssue[] } {
  const parsed = z.safeParse(schema, body);
  if (!parsed.success) {
    return { ok: false, issues: parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })) };
  }
  const issues: DocumentIssue[] = [];
  unknownKeys(body, parsed.data, [], issues);
  return issues.length > 0 ? { ok: false, issues } : { ok: true, data: parsed.data };
}
