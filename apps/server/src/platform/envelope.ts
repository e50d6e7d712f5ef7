import { z } from 'zod';
import { OK, envelopeOf, errorEnvelope, type Envelope } from '@credo/contracts/envelope';

/** Wraps a service result in the success envelope. */
export function ok<T>(data: T): Envelope<T> {
  return { code: OK, data, message: 'success' };
}

/** A 200 answer that is either the data's envelope or a business code's error envelope (the spec answers refusals at HTTP 200). */
export const orError = <T extends z.ZodTypeAny>(data: T) => z.union([envelopeOf(data), errorEnvelope]);
