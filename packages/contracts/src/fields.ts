import { z } from 'zod';

/**
 * The two building blocks of every input the API accepts (issue 13, finding 7). Both exist because
 * of what PostgreSQL can store: a value it cannot hold made the query fail, and the request answered
 * 500 with the SQL and the caller's value in the log. Refused here, the caller gets 400 naming the
 * field and the database never sees the value.
 */

/** Largest PostgreSQL `integer` (int4): every id column is `integer` or `serial`. */
export const ID_MAX = 2_147_483_647;

/**
 * Every id the API accepts, in a query string, a path or a JSON body: a whole number from 1 to
 * ID_MAX. Coerced, so `?id=12` is 12; `2147483648`, `1.5`, `0`, `-1` and `abc` answer 400.
 */
export const positiveId = z.coerce.number().int().min(1).max(ID_MAX);

export const NUL_MESSAGE = 'must not contain the NUL character (U+0000)';

/**
 * Every text the API accepts: a string without U+0000, which a PostgreSQL `text` value cannot hold
 * ("invalid byte sequence for encoding UTF8: 0x00"). Chain as on z.string(): `inputText.trim().max(100)`.
 */
export const inputText = z.string().refine((value) => !value.includes('\u0000'), { message: NUL_MESSAGE });
