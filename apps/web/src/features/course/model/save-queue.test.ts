import { describe, expect, it } from 'vitest';
import { createSaveQueue, type SaveJob } from './save-queue';

/** A send whose answers the test releases one by one. */
const controlledSend = () => {
  const sent: SaveJob[] = [];
  const waiting: { resolve: () => void; reject: () => void }[] = [];
  const send = (job: SaveJob) => {
    sent.push(job);
    return new Promise<void>((resolve, reject) => waiting.push({ resolve, reject }));
  };
  const settle = async (ok = true) => {
    const next = waiting.shift()!;
    if (ok) next.resolve();
    else next.reject();
    await new Promise((r) => setTimeout(r, 0));
  };
  return { sent, send, settle, pending: () => waiting.length };
};

describe('createSaveQueue', () => {
  it('never has two saves of one chapter in flight; only the latest waits', async () => {
    const { sent, send, settle, pending } = controlledSend();
    const queue = createSaveQueue(send);
    queue.push({ chapterId: 1, position: 1 });
    queue.push({ chapterId: 1, position: 2 });
    queue.push({ chapterId: 1, position: 3 });
    expect(sent).toEqual([{ chapterId: 1, position: 1 }]);
    expect(pending()).toBe(1);
    await settle();
    expect(sent.map((j) => j.position)).toEqual([1, 3]);
    await settle();
    expect(pending()).toBe(0);
    await queue.idle();
  });

  it('lets saves of different chapters run side by side', () => {
    const { sent, send } = controlledSend();
    const queue = createSaveQueue(send);
    queue.push({ chapterId: 1, position: 4 });
    queue.push({ chapterId: 2, position: 1 });
    expect(sent).toHaveLength(2);
  });

  it('does not send the same position of a chapter twice, but does after a failure', async () => {
    const { sent, send, settle } = controlledSend();
    const queue = createSaveQueue(send);
    queue.push({ chapterId: 1, position: 5 });
    await settle();
    queue.push({ chapterId: 1, position: 5 });
    expect(sent).toHaveLength(1);
    queue.push({ chapterId: 1, position: 4 });
    await settle(false);
    queue.push({ chapterId: 1, position: 4 });
    expect(sent.map((j) => j.position)).toEqual([5, 4, 4]);
  });

  it('resolves idle once every save settled', async () => {
    const { send, settle } = controlledSend();
    const queue = createSaveQueue(send);
    queue.push({ chapterId: 1, position: 1 });
    queue.push({ chapterId: 1, position: 2 });
    let idle = false;
    void queue.idle().then(() => {
      idle = true;
    });
    await settle();
    expect(idle).toBe(false);
    await settle();
    await new Promise((r) => setTimeout(r, 0));
    expect(idle).toBe(true);
  });
});
