import { describe, expect, it } from 'vitest';
import { QueueFullError, createJobQueue } from './job-queue';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

describe('createJobQueue', () => {
  it('runs jobs one at a time, in order, and refuses beyond the waiting bound', async () => {
    const q = createJobQueue({ concurrency: 1, maxWaiting: 2 });
    const gates = [deferred(), deferred(), deferred()];
    const order: number[] = [];
    let active = 0;
    let most = 0;
    const job = (i: number) => async () => {
      active++;
      most = Math.max(most, active);
      order.push(i);
      await gates[i].promise;
      active--;
      return i;
    };
    const runs = [q.run(job(0)), q.run(job(1)), q.run(job(2))];
    expect([q.running, q.waiting]).toEqual([1, 2]);
    await expect(q.run(job(0))).rejects.toBeInstanceOf(QueueFullError);
    gates.forEach((g) => g.resolve());
    expect(await Promise.all(runs)).toEqual([0, 1, 2]);
    expect(order).toEqual([0, 1, 2]);
    expect(most).toBe(1);
    expect([q.running, q.waiting]).toEqual([0, 0]);
  });

  it('a failing job frees its turn', async () => {
    const q = createJobQueue({ concurrency: 1, maxWaiting: 1 });
    const failing = q.run(async () => {
      throw new Error('broken image');
    });
    const next = q.run(async () => 'ok');
    await expect(failing).rejects.toThrow('broken image');
    expect(await next).toBe('ok');
    expect([q.running, q.waiting]).toEqual([0, 0]);
  });
});
