import { channel } from 'node:diagnostics_channel';
import type { Db } from '../../db/client';
import { saveInOpenPaper, type SavedInOpenPaper, type SaveToWrite } from './exam.repo';
import { saveManyInOpenPapers } from './save-batch.repo';

/**
 * Saves taken together into one statement (issue 19, decision 0044). On an exam day every learner
 * saves an answer as it changes; each save was one statement (exam.repo saveInOpenPaper), and
 * PostgreSQL's share of a save (its backend woken, the statement bound, executed and committed)
 * outweighed the server's. Here the saves that reach a node in one round of I/O (their session
 * reads were batched together too, platform/batched-lookup.ts) go to PostgreSQL as one statement
 * and one implicit commit (save-batch.repo saveManyInOpenPapers), the analogue of decision 0034's
 * submit batches, without the submits' admission: saves keep the pool's rest.
 *
 * A batch opens with its first save and closes once the current round of I/O is over
 * (`setImmediate`: no save waits longer than it would have for its own statement's turn), or when
 * it holds SAVE_BATCH.max saves. Each save keeps its own answer: written, its question's type and
 * attempt's deadline; refused, null, and the caller says why as before (exam.service
 * whySaveRefused). A batch of one goes through the single statement, as before batching.
 *
 * Two saves of the same question of the same attempt in one batch: the later arrival waits for the
 * earlier's statement and is written after it, in a statement of its own (or with the other
 * repeats of the batch), so what is stored and what each is answered is what the two would get
 * one after the other. A batch whose statement fails (a deadlock, a lost connection, a value
 * PostgreSQL refuses) wrote nothing, being one statement: each of its saves is then written alone
 * through the single statement, so one failure fails no other save, and none is lost or written twice.
 */
export const SAVE_BATCH = {
  /** Saves in one statement at most. */
  max: 200,
  /** Saves of a failed batch written alone at once (each holds a pool connection). */
  alonesAtOnce: 4,
};

type Waiting = { save: SaveToWrite; resolve: (saved: SavedInOpenPaper | null) => void; reject: (err: unknown) => void };

/** How the node's saves went (tests, logs): statements of several saves, saves in all, single statements, repeats sent later, failed batches. */
export type SaveBatchStats = { batches: number; saves: number; largest: number; alone: number; repeats: number; failedBatches: number };

/**
 * Each batch's statement as it ends, for a process that subscribes (a bench's probe of the batch
 * sizes): its saves, and whether it failed (then each went alone). Nothing is built without a subscriber.
 */
export const saveBatchChannel = channel('credo:exam-save-batch');
export type SaveBatchEvent = { size: number; failed: boolean };

class SaveBatcher {
  private open: Waiting[] | null = null;
  readonly stats: SaveBatchStats = { batches: 0, saves: 0, largest: 0, alone: 0, repeats: 0, failedBatches: 0 };

  constructor(private readonly db: Db) {}

  /** Writes the answer with the other saves of this round; null when the single statement would have written nothing. */
  save(save: SaveToWrite): Promise<SavedInOpenPaper | null> {
    return new Promise((resolve, reject) => {
      const waiting: Waiting = { save, resolve, reject };
      this.stats.saves++;
      if (this.open) {
        this.open.push(waiting);
        if (this.open.length >= SAVE_BATCH.max) this.open = null;
        return;
      }
      const batch = [waiting];
      this.open = batch;
      setImmediate(() => {
        if (this.open === batch) this.open = null;
        // run answers every save itself; should it throw, its saves are told (a settled one keeps its answer).
        this.run(batch).catch((err: unknown) => batch.forEach((w) => w.reject(err)));
      });
    });
  }

  /** Writes a closed batch: each question once per statement, a repeat after the statement that wrote the earlier save. */
  private async run(batch: Waiting[]) {
    const seen = new Set<string>();
    const first: Waiting[] = [];
    const repeats: Waiting[] = [];
    for (const w of batch) {
      const key = `${w.save.paperId}:${w.save.questionId}`;
      if (seen.has(key)) repeats.push(w);
      else {
        seen.add(key);
        first.push(w);
      }
    }
    await this.write(first);
    if (repeats.length > 0) {
      this.stats.repeats += repeats.length;
      await this.run(repeats);
    }
  }

  private async write(saves: Waiting[]) {
    if (saves.length === 1) return this.alone(saves[0]);
    this.stats.batches++;
    this.stats.largest = Math.max(this.stats.largest, saves.length);
    let answered: (SavedInOpenPaper | null)[];
    try {
      answered = await saveManyInOpenPapers(
        this.db,
        saves.map((w) => w.save),
      );
    } catch {
      // One statement: nothing of it was written. Each save is written alone, as before batching.
      this.stats.failedBatches++;
      if (saveBatchChannel.hasSubscribers) saveBatchChannel.publish({ size: saves.length, failed: true } satisfies SaveBatchEvent);
      return eachAtMost(saves, SAVE_BATCH.alonesAtOnce, (w) => this.alone(w));
    }
    if (saveBatchChannel.hasSubscribers) saveBatchChannel.publish({ size: saves.length, failed: false } satisfies SaveBatchEvent);
    saves.forEach((w, i) => w.resolve(answered[i]));
  }

  /** The single statement (exam.repo saveInOpenPaper): its answer or its error is this save's own. */
  private alone(w: Waiting) {
    this.stats.alone++;
    return saveInOpenPaper(this.db, w.save).then(w.resolve, w.reject);
  }
}

/** Runs `fn` over `items`, at most `n` at once. */
async function eachAtMost<T>(items: T[], n: number, fn: (item: T) => Promise<void>) {
  let next = 0;
  const lane = async () => {
    for (let i = next++; i < items.length; i = next++) await fn(items[i]);
  };
  await Promise.all(Array.from({ length: Math.min(n, items.length) }, lane));
}

const batchers = new WeakMap<Db, SaveBatcher>();

/** The database handle's batcher (one per node and database). */
export function saveBatcherOf(db: Db) {
  let b = batchers.get(db);
  if (!b) batchers.set(db, (b = new SaveBatcher(db)));
  return b;
}

/** How the handle's saves went so far (null before its first save). */
export const saveBatchStatsOf = (db: Db): Readonly<SaveBatchStats> | null => batchers.get(db)?.stats ?? null;
