/**
 * The upload manager's small helpers. Sending a file is the admin's one
 * upload client (admin/data/upload-file.ts), shared with the media library.
 */
export type { UploadAnswer, UploadOutcome } from '../../data/upload-file';

/** One key per target, for selections and progress. */
export const targetKey = (folder: string, fileName: string) => `${folder}/${fileName}`;

export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${Math.round(n / 1024)} KB`;
  return `${(n / 1024 / 1024).toFixed(n < 10 * 1024 * 1024 ? 1 : 0)} MB`;
}
