import { z } from 'zod';

/** Success code of the spec's envelope (both documents, section 7). */
export const OK = 200;

/** Every API answer: `{ code, data, message }`; code 200 is success. */
export type Envelope<T> = { code: number; data: T; message: string };

/** Zod schema of an envelope around `data`, used for response validation and OpenAPI. */
export const envelopeOf = <T extends z.ZodTypeAny>(data: T) => z.object({ code: z.number().int(), data, message: z.string() });

/** Envelope of an error answer: data is null or a small error context. */
export const errorEnvelope = z.object({
  code: z.number().int(),
  data: z.unknown().nullable(),
  message: z.string(),
});
