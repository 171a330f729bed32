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

/**
 * Other work on the machine, read as the middle of `count` readings of `ms` each: work that goes on shows in
 * most of them, bursty work (another test run) included, where the least would catch it in a pause; and a
 * second or so of work just ending (a server shutting down, a build's last writes) shows in few.
 */
export async function steadyBusyCores(
  count: number,
  ms = 500,
  read = busyCores,
): Promise<{ middle: number; readings: number[] }> {
  const readings: number[] = [];
  for (let i = 0; i < count; i++) readings.push(await read(ms));
  return { middle: [...readings].sort((a, b) => a - b)[Math.floor(count / 2)]!, readings };
}
