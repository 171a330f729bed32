import { SESSION_EXPIRED } from '../../data/query';
import { toast } from '../../data/toast-store';
import { uploadFile } from '../../data/upload-file';
import { countOf } from '../../data/words';
import type { RowProgress } from './UploadProgress';
import type { Log } from './UploadLog';

/**
 * Sends one file into a slot through the admin's one upload client, with its
 * progress, and logs the server's answer. 'expired' on a 401: the caller
 * stops there (see {@link sessionExpired}).
 */
export async function uploadIntoSlot(
  file: File,
  slot: { folder: string; fileName: string },
  setProgress: (p: RowProgress) => void,
  log: Log,
): Promise<'ok' | 'failed' | 'expired'> {
  setProgress({ fraction: 0, state: 'uploading' });
  const res = await uploadFile(file, {
    target: slot,
    onProgress: (fraction) => setProgress({ fraction, state: 'uploading' }),
  });
  if (res.httpStatus === 401) {
    setProgress({ fraction: 0, state: 'error', message: 'Session expired' });
    return 'expired';
  }
  const ok = res.answer.status === 'success';
  setProgress(ok ? { fraction: 1, state: 'done' } : { fraction: 1, state: 'error', message: res.answer.message });
  log(`${ok ? '✓' : '✗'} ${slot.fileName}: ${res.answer.message}`, ok ? 'ok' : 'error');
  return ok ? 'ok' : 'failed';
}

/** How a run of uploads went: the toast a section upload and a bulk upload both end with. */
export function toastUploadSummary(ok: number, failed: number) {
  toast({
    title: failed ? 'Upload Failed' : 'Upload Complete',
    description: `${countOf(ok, 'file')} uploaded. ${failed} failed.`,
    variant: failed ? 'destructive' : 'default',
  });
}

/** A 401 part-way through: say so, log it, and forget the session so the admin asks to sign in again. */
export function sessionExpired(log: Log, forgetSession: () => void) {
  toast({ ...SESSION_EXPIRED, variant: 'destructive' });
  log('Session expired: sign in again to continue.', 'error');
  forgetSession();
}
