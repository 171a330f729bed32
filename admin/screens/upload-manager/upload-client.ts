/** Files at least this large (most videos) go through the resumable endpoint: a dropped connection costs seconds, not the whole transfer. */
const RESUMABLE_FROM_BYTES = 8 * 1024 * 1024;

/** The upload endpoint's answer (message and status). */
export interface UploadAnswer {
  status: 'success' | 'error';
  message: string;
  url?: string;
}

export interface UploadOutcome {
  httpStatus: number;
  answer: UploadAnswer;
}

/**
 * POST /api/admin/upload-file with XMLHttpRequest, for its upload progress
 * events (fetch has none). Fields go before the file, so the server can refuse
 * a wrong target before storing a byte. Network failures resolve with status 0.
 */
export async function uploadFile(
  target: { folder: string; fileName: string },
  file: File,
  onProgress: (fraction: number) => void,
): Promise<UploadOutcome> {
  // Large files resume after a dropped connection; the resumable client is loaded only when one is sent.
  if (file.size >= RESUMABLE_FROM_BYTES) {
    const { uploadResumable } = await import('./resumable-client');
    return uploadResumable(target, file, onProgress);
  }
  const form = new FormData();
  form.append('targetPath', target.folder);
  form.append('fileName', target.fileName);
  form.append('file', file, file.name);
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/admin/upload-file');
    xhr.withCredentials = true;
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      let answer: UploadAnswer;
      try {
        const body = JSON.parse(xhr.responseText) as Partial<UploadAnswer> & { error?: string };
        answer = {
          status: body.status === 'success' && xhr.status < 300 ? 'success' : 'error',
          message: body.message ?? body.error ?? `${xhr.status}: ${xhr.statusText}`,
          url: body.url,
        };
      } catch {
        answer = {
          status: xhr.status < 300 ? 'success' : 'error',
          message: `${xhr.status}: ${xhr.responseText || xhr.statusText}`,
        };
      }
      resolve({ httpStatus: xhr.status, answer });
    };
    xhr.onerror = () => resolve({ httpStatus: 0, answer: { status: 'error', message: 'Network error occurred' } });
    xhr.onabort = () => resolve({ httpStatus: 0, answer: { status: 'error', message: 'The upload was cancelled' } });
    xhr.send(form);
  });
}

/** One key per target, for selections and progress. */
export const targetKey = (folder: string, fileName: string) => `${folder}/${fileName}`;

export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${Math.round(n / 1024)} KB`;
  return `${(n / 1024 / 1024).toFixed(n < 10 * 1024 * 1024 ? 1 : 0)} MB`;
}
