import { COMPANY_SEARCH_PER_MINUTE } from '@credo/contracts/company-search';
import { AppError } from '../../platform/app-error';
import type { CounterStore } from '../../platform/counter-store';
import { addressKey } from '../../platform/rate-limit';
import { HOUR_MS, MINUTE_MS } from '@credo/contracts/durations';

/** Searches that find nothing, per address and hour: a walk through the number space is mostly misses. */
export const COMPANY_SEARCH_MISSES_PER_HOUR = 30;

const tooMany = (ttlMs: number) =>
  new AppError(
    429,
    { retryAfterSeconds: Math.max(1, Math.ceil(ttlMs / 1000)) },
    `Too many searches; try again in ${Math.max(1, Math.ceil(ttlMs / 1000))} s.`,
    429,
  );

/**
 * Two limits against enumeration (decision 0018), kept in the platform counter store (memory, or
 * Redis shared by every node): every search counts against a per-minute allowance, and a search
 * that finds nothing also against an hourly allowance of misses, which a person checking a few
 * companies never reaches while a script walking VAT numbers does at once.
 */
export function companySearchLimiter(store: CounterStore, ip: string) {
  const where = addressKey(ip);
  const searchKey = `company-search:${where}`;
  const missKey = `company-search:miss:${where}`;
  return {
    /**
     * Before the search: HTTP 429 when either allowance is used up. The search is counted first and
     * the answer of that one atomic hit decides: reading before counting let a burst of parallel
     * requests all read the same count and all pass. Misses are known only after a search, so a
     * burst can overshoot the hourly miss allowance by at most the exact per-minute allowance.
     */
    async admit(): Promise<void> {
      const misses = await store.read(missKey);
      if (misses.count >= COMPANY_SEARCH_MISSES_PER_HOUR) throw tooMany(misses.ttlMs);
      const searches = await store.hit(searchKey, MINUTE_MS);
      if (searches.count > COMPANY_SEARCH_PER_MINUTE) throw tooMany(searches.ttlMs);
    },
    /** After a search that found nothing. */
    async missed(): Promise<void> {
      await store.hit(missKey, HOUR_MS);
    },
  };
}
