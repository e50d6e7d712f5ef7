import { PLAYBACK } from '@credo/contracts/learning';

/**
 * The server's view of how much of a chapter's video a learner watched: a bit per second.
 * Pure functions, so the rule that decides completion is tested without a database.
 */

export const emptyWatched = (durationSeconds: number): Buffer => Buffer.alloc(Math.ceil(Math.max(durationSeconds, 1) / 8));

const isSet = (bits: Buffer, i: number) => (bits[i >> 3] & (1 << (i & 7))) !== 0;

/** Seconds marked as watched. */
export function countWatched(bits: Buffer, durationSeconds: number): number {
  let n = 0;
  for (let i = 0; i < durationSeconds; i++) if (isSet(bits, i)) n++;
  return n;
}

/** Every second but the last PLAYBACK.endToleranceSeconds is watched (a 1-second clip needs its one second). */
export function isWatchedToEnd(bits: Buffer, durationSeconds: number): boolean {
  const needed = Math.max(1, durationSeconds - PLAYBACK.endToleranceSeconds);
  for (let i = 0; i < needed; i++) if (!isSet(bits, i)) return false;
  return true;
}

export type SaveInput = {
  bits: Buffer;
  /** Position of the previous save (or of the playback grant). */
  from: number;
  /** Position this save reports; already checked to be within the video. */
  to: number;
  /**
   * Wall-clock seconds since the chapter's anchor (the previous save or the grant), measured by
   * the server. Negative while grace borrowed by earlier saves is being paid back (see applySave).
   */
  elapsedSeconds: number;
  durationSeconds: number;
};

/**
 * Marks the seconds between the previous and the new position as watched when the advance is
 * one the wall clock allows (at most PLAYBACK.maxRate x elapsed + PLAYBACK.graceSeconds). A
 * backward seek or a jump ahead marks nothing; the position is kept as the resume point anyway.
 *
 * The grace is one allowance, not one per save: an advance beyond what the elapsed time allows
 * borrows from it, and the anchor moves that far into the future (`anchorInSeconds`), so the next
 * save has less until the wall clock has caught up. Without this a client could post saves one
 * after another, each 3 s ahead, and finish a chapter with almost no time passing. A save that
 * does not count keeps a future anchor too (a seek back must not restore the allowance).
 * Over any run of saves, the seconds counted are at most maxRate x wall-clock time + grace.
 *
 * Returns a new bit set (the input is not modified), whether the advance counted, and where the
 * chapter's anchor goes: `anchorInSeconds` from now (0 = now).
 */
export function applySave({ bits, from, to, elapsedSeconds, durationSeconds }: SaveInput): {
  bits: Buffer;
  counted: boolean;
  anchorInSeconds: number;
} {
  const next = Buffer.alloc(Math.max(bits.length, emptyWatched(durationSeconds).length));
  bits.copy(next);
  const advance = to - from;
  const allowed = elapsedSeconds * PLAYBACK.maxRate + PLAYBACK.graceSeconds;
  if (advance <= 0 || advance > allowed) return { bits: next, counted: false, anchorInSeconds: Math.max(0, -elapsedSeconds) };
  // Second i is watched when the playhead passed through [i, i+1): from floor(from) to ceil(to) - 1.
  const first = Math.max(0, Math.floor(from));
  const last = Math.min(durationSeconds, Math.ceil(to)) - 1;
  for (let i = first; i <= last; i++) next[i >> 3] |= 1 << (i & 7);
  return { bits: next, counted: true, anchorInSeconds: Math.max(0, advance / PLAYBACK.maxRate - elapsedSeconds) };
}
