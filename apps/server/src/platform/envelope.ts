import { OK, type Envelope } from '@credo/contracts/envelope';

/** Wraps a service result in the success envelope. */
export function ok<T>(data: T): Envelope<T> {
  return { code: OK, data, message: 'success' };
}
