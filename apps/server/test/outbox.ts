import type { Db } from '../src/db/client';
import { renderPending } from '../src/platform/mail-render';

/**
 * The database once every due notification in the outbox is rendered, for tests that read outbox
 * rows directly: notify queues a mail with its event only and the delivery loop renders it after
 * the commit (decision 0033), as this does.
 */
export async function renderedOutbox(db: Db): Promise<Db> {
  while ((await renderPending(db, 100)) > 0);
  return db;
}
