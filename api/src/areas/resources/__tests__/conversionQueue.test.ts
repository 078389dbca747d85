import { describe, expect, it } from 'vitest';
import { FairQueue, QueueFull } from '../conversionQueue.ts';

/** A task that runs until `finish()` and records when it started. */
function gate(log: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { task: () => (log.push(name), done.then(() => name)), finish };
}
const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('FairQueue (the Office previews’ conversions)', () => {
  it('runs one task at a time and gives another tenant the next turn, however many tasks the first one queued', async () => {
    const queue = new FairQueue(1, 3);
    const log: string[] = [];
    const a = [1, 2, 3].map((n) => gate(log, `a${n}`));
    const b = gate(log, 'b1');
    const runs = a.map((g) => queue.run('acme', g.task));
    await tick();
    const other = queue.run('demo', b.task);
    await tick();
    expect(log).toEqual(['a1']);
    a[0]!.finish();
    await tick();
    // demo arrived behind two waiting acme tasks and starts right after the running one.
    expect(log).toEqual(['a1', 'b1']);
    b.finish();
    await tick();
    expect(log).toEqual(['a1', 'b1', 'a2']);
    a[1]!.finish();
    a[2]!.finish();
    expect(await Promise.all([...runs, other])).toEqual(['a1', 'a2', 'a3', 'b1']);
    expect(log).toEqual(['a1', 'b1', 'a2', 'a3']);
  });

  it("refuses a tenant's task beyond its bound at once, not another tenant's, and takes it again once one ends", async () => {
    const queue = new FairQueue(1, 2);
    const log: string[] = [];
    const a = [1, 2].map((n) => gate(log, `a${n}`));
    const runs = a.map((g) => queue.run('acme', g.task));
    await expect(queue.run('acme', async () => 'a3')).rejects.toBeInstanceOf(QueueFull);
    expect(queue.pendingOf('acme')).toBe(2);
    const other = queue.run('demo', async () => 'b1');
    a[0]!.finish();
    expect(await other).toBe('b1');
    expect(queue.pendingOf('acme')).toBe(1);
    const later = queue.run('acme', async () => 'a3');
    a[1]!.finish();
    expect(await Promise.all([...runs, later])).toEqual(['a1', 'a2', 'a3']);
    expect(queue.pendingOf('acme')).toBe(0);
  });

  it('frees the place of a task that fails', async () => {
    const queue = new FairQueue(1, 1);
    await expect(queue.run('acme', () => Promise.reject(new Error('LibreOffice wrote no PDF')))).rejects.toThrow(
      'LibreOffice wrote no PDF',
    );
    expect(queue.pendingOf('acme')).toBe(0);
    expect(await queue.run('acme', async () => 'next')).toBe('next');
  });
});
