// Operator API ids and counts are JSON integers, as the published schema says: no coercion from
// booleans, arrays, padded or exponent strings (a config rollback once ran from `true`). Query and
// path parameters arrive as text: the route helper turns a canonical decimal ("0", "42") into the
// number before these schemas see it, and leaves anything else to be refused here.
import { z } from 'zod';

/** A row id: a positive JSON integer within the safe range. */
export const Id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** A config document version. */
export const Version = z.number().int().positive().max(1_000_000);
