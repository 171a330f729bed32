import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { execFileSync } from 'node:child_process';

/** A free TCP port on loopback (asked of the OS, then released). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (addr && typeof addr === 'object' ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });
}

export interface Child {
  proc: ChildProcess;
  pid: number;
  port: number;
  /** Everything it printed, for the error message when it dies. */
  output: () => string;
  stop: () => Promise<void>;
}

/**
 * Runs an entry in its own Node process (a .ts one with --import tsx, as npm
 * start does; the pid is the server itself, so its RSS is the server's) and
 * resolves once it prints "ready <port>" (the bench's helpers) or "listening on host:port" (the site's server).
 */
export function startTs(
  entry: string,
  env: NodeJS.ProcessEnv,
  opts: { nodeArgs?: string[]; timeoutMs?: number } = {},
): Promise<Child> {
  const timeoutMs = opts.timeoutMs ?? 60_000;
  const loader = entry.endsWith('.ts') ? ['--import', 'tsx'] : [];
  const proc = spawn(process.execPath, [...(opts.nodeArgs ?? []), ...loader, entry], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const stop = () =>
    new Promise<void>((resolve) => {
      if (proc.exitCode !== null || proc.signalCode !== null) return resolve();
      proc.once('exit', () => resolve());
      proc.kill('SIGTERM');
      setTimeout(() => proc.kill('SIGKILL'), 4000).unref();
    });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`${entry} did not start within ${timeoutMs / 1000} s:\n${out}`));
    }, timeoutMs);
    const onData = (d: Buffer) => {
      // Only the tail is kept: the server logs a line per request, and a growing string would slow the bench itself.
      out = (out + d.toString()).slice(-20_000);
      const m = /ready (\d+)|listening on [^\s:]+:(\d+)/.exec(out);
      if (m && proc.pid) {
        clearTimeout(timer);
        // From now on the request log is only kept, in chunks: this process also runs the load generator, and
        // joining and searching 20 KB per chunk of the log took its time from it (the site's API, which logs
        // each request, measured 0.61 of the bare route against 0.67 with its log read without that).
        proc.stdout!.off('data', onData);
        proc.stdout!.on('data', keepTail);
        resolve({ proc, pid: proc.pid, port: Number(m[1] ?? m[2]), output, stop });
      }
    };
    const tail: string[] = [];
    let tailLength = 0;
    const keepTail = (d: Buffer) => {
      tail.push(d.toString());
      tailLength += tail.at(-1)!.length;
      while (tail.length > 1 && tailLength - tail[0].length >= 20_000) tailLength -= tail.shift()!.length;
    };
    const output = () => (out + tail.join('')).slice(-20_000);
    proc.stdout!.on('data', onData);
    proc.stderr!.on('data', (d: Buffer) => (out = (out + d.toString()).slice(-20_000)));
    proc.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${entry} exited (code ${code}) before it was ready:\n${out}`));
    });
  });
}

/** Resident set size of a process in bytes (Linux /proc, else ps). */
export function rssBytes(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    if (m) return Number(m[1]) * 1024;
  } catch {
    /* not Linux: fall through to ps */
  }
  try {
    return (
      Number(
        execFileSync('ps', ['-o', 'rss=', '-p', String(pid)])
          .toString()
          .trim(),
      ) * 1024
    );
  } catch {
    return NaN;
  }
}

/**
 * How `npm run serve` (package.json) starts the server: its VAR=value
 * prefixes and its node flags, so the bench runs the server exactly as npm
 * start does.
 */
export function servedCommand(): { env: Record<string, string>; nodeArgs: string[] } {
  const serve =
    (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts.serve ?? '';
  const words = serve.split(' ').filter(Boolean);
  const env: Record<string, string> = {};
  for (const w of words) {
    const m = /^([A-Z_][A-Z0-9_]*)=(.*)$/.exec(w);
    if (!m) break;
    env[m[1]] = m[2];
  }
  return { env, nodeArgs: words.filter((w) => w.startsWith('--')) };
}
