import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { basename } from 'node:path';

/**
 * ffmpeg or ffprobe failed. `message` is the tool's last words for staff,
 * with every server path taken out (they name folders under DATA_DIR, which
 * are nobody's business in the admin and help an attacker); `detail` keeps
 * the whole tail of its output, paths included, for the server log.
 */
export class ToolError extends Error {
  constructor(
    message: string,
    readonly detail = message,
    /** Set when the run was stopped by its CPU or memory bound: trying again would hit it again. */
    readonly bound?: 'cpu' | 'memory',
  ) {
    super(message);
  }
}

/** Limits the kernel holds one run of a tool to. */
export interface ToolBounds {
  /** CPU seconds (user and system, all threads together) before the kernel stops it. */
  cpuSeconds: number;
  /** Address space in MB; past it an allocation fails and ffmpeg exits. */
  memoryMb: number;
}

/**
 * The tool's process dies with the server. The shell starts `setpriv`, which
 * asks the kernel to kill it (PR_SET_PDEATHSIG) when its parent, this server,
 * dies, even by kill -9; the signal survives the execs that follow. The
 * shell after it checks the server is still its parent: a server that died
 * before the request took effect left it an orphan, which stops at once.
 * Linux only: elsewhere (no setpriv) a killed server's ffmpeg runs to its end.
 */
const SETPRIV = ['/usr/bin/setpriv', '/bin/setpriv'].find((p) => existsSync(p));
const WITH_SERVER = '[ "$PPID" = "$1" ] || exit 125; shift; exec "$@"';

/**
 * The command that runs the tool at low priority (nice 10: pages and uploads
 * come first) under the kernel's CPU-time and memory limits, set by the shell
 * just before it becomes the tool (exec), so the limits hold for the tool
 * alone and the server itself is not limited.
 *
 * The kernel's CPU limit is a backstop a quarter above the budget (kernelCpuSeconds);
 * the budget itself is held by watchCpuBudget. On a busy machine the kernel
 * lets a many-threaded tool run far past its limit: beside two busy loops
 * at normal priority, ffmpeg transcoding a video bomb under `ulimit -t 1`
 * used 21 s of processor time (13.8 user, 7.6 system) over 150 s before the
 * kernel stopped it, where a quiet machine stops it at 1 s. A single-threaded
 * loop under the same limit and load stops at 1 s.
 */
function bounded(bin: string, args: string[], b?: ToolBounds): [string, string[]] {
  const limits = b ? `ulimit -t ${kernelCpuSeconds(b)} && ulimit -v ${Math.ceil(b.memoryMb * 1024)} && ` : '';
  const tool = b ? ['nice', '-n', '10', bin, ...args] : [bin, ...args];
  if (SETPRIV) {
    const script = `${limits}exec "$@"`;
    const withServer = [SETPRIV, '--pdeathsig', 'KILL', '--', '/bin/sh', '-c', WITH_SERVER, 'sh', String(process.pid)];
    return ['/bin/sh', ['-c', script, 'sh', ...withServer, ...tool]];
  }
  if (!b) return [bin, args];
  return ['/bin/sh', ['-c', `${limits}exec "$@"`, 'sh', ...tool]];
}

/** Clock ticks per second of /proc/<pid>/stat's times (USER_HZ): 100 on every architecture Node runs on. */
export const USER_HZ = 100;

/** User plus system CPU time of a process so far, in clock ticks (USER_HZ), or undefined where /proc cannot tell. */
export function cpuTicks(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count fields after its closing one.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return undefined;
  }
}

/**
 * How long a tool may go without using any processor time before it is
 * stopped: it is then stuck (a hung disk, a pipe nobody writes), not slow. A
 * busy machine still gives a low-priority process some time every second, so
 * load alone never trips it; the CPU limit is what bounds the work itself.
 */
export const STALL_MS = 10 * 60_000;

/** The tool's words with the files it was given, and any other absolute path, replaced by plain words. */
export function withoutPaths(text: string, args: readonly string[] = []): string {
  let out = text;
  for (const arg of [...args].sort((a, b) => b.length - a.length))
    if (arg.startsWith('/') && arg.length > 1) out = out.split(arg).join('the file');
  return out.replace(/(^|[\s'"(=:])\/[^\s'"():,]+/g, '$1the file');
}

/** How the tool ended, as staff and the log should hear it. */
function endedError(
  name: string,
  {
    code,
    sig,
    err,
    args,
    bounds,
    stalled,
    overBudget,
    stallMs,
  }: RunEnd & { args: string[]; bounds?: ToolBounds; overBudget: boolean; stallMs: number },
): ToolError {
  const last = err.trim().split('\n').filter(Boolean).slice(-2).join(' ').slice(0, 300);
  const said = sig ? `stopped by ${sig}` : last || `exit code ${code}`;
  const detail = `${name} ${args.join(' ')}: ${said}`;
  // The shell starts the tool: 126/127 are its words for "cannot run" and "not found".
  if (code === 126 || code === 127)
    return new ToolError(`${name} could not be started (${code === 127 ? 'not found' : 'not executable'})`, detail);
  if (code === 125) return new ToolError(`${name} was not started: the server stopped meanwhile`, detail);
  if (stalled)
    return new ToolError(
      `${name} was stopped after ${stallMs >= 60_000 ? `${Math.round(stallMs / 60_000)} minutes` : `${Math.ceil(stallMs / 1000)} s`} without any progress; it is tried again later`,
      detail,
    );
  if (bounds && (overBudget || sig === 'SIGXCPU' || (sig === 'SIGKILL' && code === null)))
    return new ToolError(
      `${name} was stopped after ${Math.ceil(bounds.cpuSeconds)} s of processor time, the most this file may take`,
      detail,
      'cpu',
    );
  if (bounds && /Cannot allocate memory|out of memory|failed to map segment/i.test(err))
    return new ToolError(
      `${name} needed more than the ${bounds.memoryMb} MB of memory a file may use`,
      detail,
      'memory',
    );
  return new ToolError(withoutPaths(said, args), detail);
}

interface RunEnd {
  code: number | null;
  sig: NodeJS.Signals | null;
  err: string;
  stalled: boolean;
}

/**
 * Stops the child when its CPU time has not grown for `stallMs`: looked at
 * every tenth of that. Where /proc cannot tell, it never fires.
 */
function watchForStall(pid: number | undefined, stallMs: number, stop: () => void) {
  let seen = pid === undefined ? undefined : cpuTicks(pid);
  let still = 0;
  const every = Math.max(50, stallMs / 10);
  const timer = setInterval(() => {
    const now = pid === undefined ? undefined : cpuTicks(pid);
    if (now === undefined || now !== seen) {
      seen = now;
      still = 0;
      return;
    }
    still += every;
    if (still >= stallMs) stop();
  }, every);
  timer.unref();
  return () => clearInterval(timer);
}

/** The kernel's CPU limit for a tool: the budget and a quarter, and a second more (watchCpuBudget stops it first). */
export const kernelCpuSeconds = (b: ToolBounds) => Math.ceil(b.cpuSeconds * 1.25) + 1;

/**
 * Stops the child once its processor time (all threads, user and system)
 * reaches `cpuSeconds`: looked at every twentieth of the budget in wall time,
 * between a tenth of a second and a second, so a tool overshoots by at most
 * what it can use in that time. Where /proc cannot tell, the kernel's limit
 * (kernelCpuSeconds) is what stops it.
 */
function watchCpuBudget(pid: number | undefined, cpuSeconds: number, stop: () => void) {
  if (pid === undefined) return () => {};
  const every = Math.min(1000, Math.max(100, (cpuSeconds * 1000) / 20));
  const timer = setInterval(() => {
    const ticks = cpuTicks(pid);
    if (ticks !== undefined && ticks >= cpuSeconds * USER_HZ) {
      clearInterval(timer);
      stop();
    }
  }, every);
  timer.unref();
  return () => clearInterval(timer);
}

export interface RunToolOptions {
  /** Kills the process (a stopping worker must not leave a transcode running). */
  signal?: AbortSignal;
  /** The kernel's CPU-time and memory limits; without them the tool runs unlimited. */
  bounds?: ToolBounds;
  /** How long the tool may use no processor time at all before it is stopped (STALL_MS). */
  stallMs?: number;
  /** Told the process id once started (tests look at the process). */
  onStart?: (pid: number) => void;
}

/**
 * Runs ffmpeg or ffprobe and resolves with its standard output. Only the
 * tail of standard error is kept (ffmpeg reports progress there). The work
 * is bounded by processor time, never by the clock: on a busy machine a
 * well-formed file takes longer and is still done, while a file built to
 * cost hours hits its CPU limit however fast or slow the machine is.
 */
export function runTool(
  bin: string,
  args: string[],
  { signal, bounds, stallMs = STALL_MS, onStart }: RunToolOptions = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new ToolError('stopped'));
    const name = basename(bin);
    const [command, commandArgs] = bounded(bin, args, bounds);
    const child = spawn(command, commandArgs, { stdio: ['ignore', 'pipe', 'pipe'] });
    if (child.pid !== undefined) onStart?.(child.pid);
    let stalled = false;
    const out: Buffer[] = [];
    let err = '';
    child.stdout.on('data', (b: Buffer) => out.push(b));
    child.stderr.on('data', (b: Buffer) => {
      err = (err + b.toString()).slice(-4000);
    });
    const kill = () => child.kill('SIGKILL');
    const stopWatchingStall = watchForStall(child.pid, stallMs, () => {
      stalled = true;
      kill();
    });
    let overBudget = false;
    const stopWatchingBudget = bounds
      ? watchCpuBudget(child.pid, bounds.cpuSeconds, () => {
          overBudget = true;
          kill();
        })
      : () => {};
    const stopWatching = () => {
      stopWatchingStall();
      stopWatchingBudget();
    };
    signal?.addEventListener('abort', kill, { once: true });
    child.on('error', (e: NodeJS.ErrnoException) => {
      stopWatching();
      reject(new ToolError(`${name} could not be started (${e.code ?? 'error'})`, `${bin}: ${e.message}`));
    });
    child.on('close', (code, sig) => {
      stopWatching();
      signal?.removeEventListener('abort', kill);
      if (code === 0) return resolve(Buffer.concat(out).toString());
      if (signal?.aborted) return reject(new ToolError('stopped', `${name} ${args.join(' ')}: stopped`));
      reject(endedError(name, { code, sig, err, stalled, overBudget, stallMs, args, bounds }));
    });
  });
}
