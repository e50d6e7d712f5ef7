import { TRAINER_APPLY_PER_HOUR, VALIDATE_CODE_PER_MINUTE } from '@credo/contracts/trainer-application';
import { AppError } from '../../platform/app-error';
import type { CounterStore } from '../../platform/counter-store';
import { addressKey } from '../../platform/rate-limit';
import { HOUR_MS, MINUTE_MS } from '@credo/contracts/durations';

const tooMany = (ttlMs: number) => {
  const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
  return new AppError(429, { retryAfterSeconds: seconds }, `Too many attempts; try again in ${seconds} s.`, 429);
};

/**
 * Counted first, decided by that one atomic hit (as the company search does): parallel requests
 * cannot all read the same count and pass. In memory per node, or Redis shared by all nodes.
 */
async function admit(store: CounterStore, key: string, limit: number, windowMs: number) {
  const hit = await store.hit(key, windowMs);
  if (hit.count > limit) throw tooMany(hit.ttlMs);
}

/** New verification images per address a minute: guessing needs a new image per guess. */
export const admitValidateCode = (store: CounterStore, ip: string) => admit(store, `trainer-code:${addressKey(ip)}`, VALIDATE_CODE_PER_MINUTE, MINUTE_MS);

/** Applications (right or wrong code) per learner an hour. */
export const admitApplication = (store: CounterStore, userId: number) => admit(store, `trainer-apply:${userId}`, TRAINER_APPLY_PER_HOUR, HOUR_MS);
