import { spawn } from 'node:child_process';
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
    /** Set when the run was stopped by its time, CPU or memory bound: trying again would hit it again. */
    readonly bound?: 'time' | 'cpu' | 'memory',
  ) {
    super(message);
  }
}

/** Limits the kernel holds one run of a tool to, besides the wall-clock timeout. */
export interface ToolBounds {
  /** CPU seconds (all threads together) before the kernel stops it. */
  cpuSeconds: number;
  /** Address space in MB; past it an allocation fails and ffmpeg exits. */
  memoryMb: number;
}

/**
 * The command that runs the tool at low priority (nice 10: pages and uploads
 * come first) under the kernel's CPU-time and memory limits, set by the shell
 * just before it becomes the tool (exec), so the limits hold for the tool
 * alone and the server itself is not limited.
 */
function bounded(bin: string, args: string[], b?: ToolBounds): [string, string[]] {
  if (!b) return [bin, args];
  const script = `ulimit -t ${Math.ceil(b.cpuSeconds)} && ulimit -v ${Math.ceil(b.memoryMb * 1024)} && exec nice -n 10 "$@"`;
  return ['/bin/sh', ['-c', script, 'sh', bin, ...args]];
}

/** The tool's words with the files it was given, and any other absolute path, replaced by plain words. */
export function withoutPaths(text: string, args: readonly string[] = []): string {
  let out = text;
  for (const arg of [...args].sort((a, b) => b.length - a.length))
    if (arg.startsWith('/') && arg.length > 1) out = out.split(arg).join('the file');
  return out.replace(/(^|[\s'"(=:])\/[^\s'"():,]+/g, '$1the file');
}

/**
 * Runs ffmpeg or ffprobe and resolves with its standard output. Only the
 * tail of standard error is kept (ffmpeg reports progress there). The signal
 * kills the process (a stopping worker must not leave a transcode running).
 */
export function runTool(
  bin: string,
  args: string[],
  { signal, timeoutMs = 60 * 60_000, bounds }: { signal?: AbortSignal; timeoutMs?: number; bounds?: ToolBounds } = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new ToolError('stopped'));
    const name = basename(bin);
    const [command, commandArgs] = bounded(bin, args, bounds);
    const child = spawn(command, commandArgs, { stdio: ['ignore', 'pipe', 'pipe'] });
    let timedOut = false;
    const out: Buffer[] = [];
    let err = '';
    child.stdout.on('data', (b: Buffer) => out.push(b));
    child.stderr.on('data', (b: Buffer) => {
      err = (err + b.toString()).slice(-4000);
    });
    const kill = () => child.kill('SIGKILL');
    const timer = setTimeout(() => {
      timedOut = true;
      kill();
    }, timeoutMs);
    timer.unref();
    signal?.addEventListener('abort', kill, { once: true });
    child.on('error', (e: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      reject(new ToolError(`${name} could not be started (${e.code ?? 'error'})`, `${bin}: ${e.message}`));
    });
    child.on('close', (code, sig) => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', kill);
      if (code === 0) return resolve(Buffer.concat(out).toString());
      const last = err.trim().split('\n').filter(Boolean).slice(-2).join(' ').slice(0, 300);
      const said = signal?.aborted ? 'stopped' : sig ? `stopped by ${sig}` : last || `exit code ${code}`;
      const detail = `${name} ${args.join(' ')}: ${said}`;
      if (signal?.aborted) return reject(new ToolError('stopped', detail));
      // Under bounds the shell starts the tool: 126/127 are its words for "cannot run" and "not found".
      if (bounds && (code === 126 || code === 127))
        return reject(
          new ToolError(`${name} could not be started (${code === 127 ? 'not found' : 'not executable'})`, detail),
        );
      const secs = Math.round(timeoutMs / 1000);
      if (timedOut)
        return reject(
          new ToolError(`${name} was stopped after ${secs} s, the most this file may take`, detail, 'time'),
        );
      if (bounds && (sig === 'SIGXCPU' || (sig === 'SIGKILL' && code === null)))
        return reject(
          new ToolError(
            `${name} was stopped after ${bounds.cpuSeconds} s of processor time, the most this file may take`,
            detail,
            'cpu',
          ),
        );
      if (bounds && /Cannot allocate memory|out of memory|failed to map segment/i.test(err))
        return reject(
          new ToolError(
            `${name} needed more than the ${bounds.memoryMb} MB of memory a file may use`,
            detail,
            'memory',
          ),
        );
      reject(new ToolError(withoutPaths(said, args), detail));
    });
  });
}
