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
  ) {
    super(message);
  }
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
  { signal, timeoutMs = 60 * 60_000 }: { signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new ToolError('stopped'));
    const name = basename(bin);
    const child = spawn(bin, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    let err = '';
    child.stdout.on('data', (b: Buffer) => out.push(b));
    child.stderr.on('data', (b: Buffer) => {
      err = (err + b.toString()).slice(-4000);
    });
    const kill = () => child.kill('SIGKILL');
    const timer = setTimeout(kill, timeoutMs);
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
      reject(new ToolError(withoutPaths(said, args), `${name} ${args.join(' ')}: ${said}`));
    });
  });
}
