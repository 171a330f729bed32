import { readFileSync } from 'node:fs';

/**
 * The /proc interface counts processor time in USER_HZ ticks, which Linux
 * fixes at 100 a second for every program whatever the kernel's own tick.
 */
const TICKS_PER_SECOND = 100;

/**
 * Processor seconds (user and system) of this process's children that have
 * ended, each with everything it waited for in turn: a vitest run's workers,
 * the Chromium and servers they started. Linux keeps the sum as cutime and
 * cstime in /proc/self/stat; it grows when a child is reaped, so the growth
 * between two readings is the work of the children reaped in between.
 * `undefined` where there is no /proc.
 */
export function endedChildrenCpuSeconds(statFile = '/proc/self/stat'): number | undefined {
  let stat: string;
  try {
    stat = readFileSync(statFile, 'utf8');
  } catch {
    return undefined;
  }
  // The command name (field 2) is in parentheses and may hold spaces; the fields after it start at field 3.
  const after = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const cutime = Number(after[16 - 3]);
  const cstime = Number(after[17 - 3]);
  return Number.isFinite(cutime) && Number.isFinite(cstime) ? (cutime + cstime) / TICKS_PER_SECOND : undefined;
}
