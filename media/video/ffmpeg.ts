import { spawn } from 'node:child_process';

/** ffmpeg or ffprobe failed; `message` is the tool's last words, for staff. */
export class ToolError extends Error {}

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
    child.on('error', (e) => {
      clearTimeout(timer);
      reject(new ToolError(`${bin} could not be started: ${e.message}`));
    });
    child.on('close', (code, sig) => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', kill);
      if (code === 0) return resolve(Buffer.concat(out).toString());
      const last = err.trim().split('\n').filter(Boolean).slice(-2).join(' ').slice(0, 300);
      reject(new ToolError(signal?.aborted ? 'stopped' : sig ? `stopped by ${sig}` : last || `exit code ${code}`));
    });
  });
}
