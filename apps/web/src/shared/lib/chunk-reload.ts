/**
 * A new deployment removes the old build's hashed chunks: a tab opened before it fails to load
 * the next lazy page ("Failed to fetch dynamically imported module"). Reloading once fetches the
 * new index.html and its chunks (issue 14). A stamp in sessionStorage guards against a loop: a
 * second failure within a minute is a real error and reaches the error page.
 */
const STAMP = 'credo.chunkReloadAt';
const GUARD_MS = 60_000;

const isChunkError = (error: unknown): boolean =>
  error instanceof Error &&
  /dynamically imported module|Importing a module script failed|error loading dynamically imported|ChunkLoadError|Unable to preload CSS/i.test(
    `${error.name} ${error.message}`,
  );

/** Whether the failure is a missing chunk and a reload may still be tried (and records that it is). */
export const reloadForMissingChunk = (error: unknown, now = Date.now(), reload = () => window.location.reload()): boolean => {
  if (!isChunkError(error)) return false;
  const last = Number(sessionStorage.getItem(STAMP) ?? 0);
  if (now - last < GUARD_MS) return false;
  sessionStorage.setItem(STAMP, String(now));
  reload();
  return true;
};

/** A lazy import that reloads the page once when its chunk is gone; the page never renders half-loaded. */
export const withChunkReload =
  <T>(load: () => Promise<T>): (() => Promise<T>) =>
  () =>
    load().catch((error: unknown) => {
      if (reloadForMissingChunk(error)) return new Promise<T>(() => {});
      throw error;
    });
