import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadForMissingChunk, withChunkReload } from './chunk-reload';

const missing = new TypeError('Failed to fetch dynamically imported module: https://academy.example/assets/exam-page-1a2b3c.js');

afterEach(() => sessionStorage.clear());

describe('a missing chunk after a deployment (issue 14 item 12)', () => {
  it('reloads once, and not again within a minute (no loop)', () => {
    const reload = vi.fn();
    expect(reloadForMissingChunk(missing, 1_000_000, reload)).toBe(true);
    expect(reloadForMissingChunk(missing, 1_030_000, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadForMissingChunk(missing, 1_070_000, reload)).toBe(true);
  });

  it('leaves other errors to the error page', async () => {
    const reload = vi.fn();
    expect(reloadForMissingChunk(new Error('boom'), 1, reload)).toBe(false);
    await expect(withChunkReload(() => Promise.reject(new Error('boom')))()).rejects.toThrow('boom');
    expect(reload).not.toHaveBeenCalled();
  });
});
