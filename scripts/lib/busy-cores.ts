import { cpus } from 'node:os';

/**
 * How many cores' worth of work the machine did over the next `ms`: the processor time spent working (user,
 * nice, system, interrupts), summed over the cores, over the wall time. Not one minus the idle share: Node's
 * `cpus()` leaves out the time a core waits for the disk, so while the unit step's PostgreSQL folder was being
 * removed (a core all but idle, waiting on the disk) the idle share was a small part of a small total, and
 * `npm test` read 0.6 to 0.7 cores of other work there and built one step at a time.
 */
export async function busyCores(ms: number): Promise<number> {
  const working = () => cpus().reduce((sum, { times: t }) => sum + t.user + t.nice + t.sys + t.irq, 0);
  const [a, start] = [working(), performance.now()];
  await new Promise((r) => setTimeout(r, ms));
  const elapsed = performance.now() - start;
  return elapsed > 0 ? Math.max(0, (working() - a) / elapsed) : 0;
}
