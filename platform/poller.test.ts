import { describe, expect, it, vi } from 'vitest';
import { createPoller } from './poller';

describe('createPoller', () => {
  it('never overlaps passes; calls made while one waits share it; stop waits for the pass in progress', async () => {
    let active = 0;
    let most = 0;
    let passes = 0;
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const lines: string[] = [];
    const p = createPoller({
      name: 'test queue',
      intervalMs: 60_000,
      log: (l) => lines.push(l),
      pass: async () => {
        active++;
        most = Math.max(most, active);
        const n = ++passes;
        if (n === 1) await gate;
        if (n === 3) throw new Error('the database went away');
        active--;
        return n;
      },
    });
    p.kick(); // not started: nothing runs
    expect(passes).toBe(0);
    const first = p.tick();
    // A call made before the pass has started shares it.
    expect(p.tick()).toBe(first);
    // The pass starts on a later turn of the event loop: wait for it to have begun.
    await vi.waitFor(() => expect(passes, 'passes begun').toBe(1), { timeout: 5_000, interval: 1 });
    // Now it runs: the next two calls share the one pass that waits for it.
    const [second, third] = [p.tick(), p.tick()];
    expect(second).toBe(third);
    expect(second).not.toBe(first);
    release();
    expect(await first).toBe(1);
    expect(await second).toBe(2);
    await expect(p.tick()).rejects.toThrow('the database went away');
    active--;
    expect(most).toBe(1);
    expect(lines).toEqual(['test queue: the database went away']);
    p.start();
    await p.stop();
    expect(passes).toBe(4);
  });
});
