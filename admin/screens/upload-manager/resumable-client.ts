import { Upload, type DetailedError } from 'tus-js-client';
import type { UploadOutcome } from './upload-client';

/**
 * Uploads one file with the tus protocol (tus-js-client) to
 * /api/admin/uploads. A lost connection is retried from the server's offset
 * (after 0, 1, 3, 5, 10 and 20 s), and the browser remembers unfinished
 * uploads, so choosing the same file for the same target again after a page
 * reload continues where it stopped. The server's answer is the same
 * { status, message } as the multipart endpoint's.
 */
export function uploadResumable(
  target: { folder: string; fileName: string },
  file: File,
  onProgress: (fraction: number) => void,
): Promise<UploadOutcome> {
  return new Promise((resolve) => {
    const answerOf = (status: number, body: string | undefined): UploadOutcome => {
      try {
        const parsed = JSON.parse(body ?? '') as { status?: string; message?: string; error?: string; url?: string };
        return {
          httpStatus: status,
          answer: {
            status: parsed.status === 'success' && status < 300 ? 'success' : 'error',
            message: parsed.message ?? parsed.error ?? `${status}`,
            url: parsed.url,
          },
        };
      } catch {
        return {
          httpStatus: status,
          answer: {
            status: 'error',
            message: status ? `${status}: ${body || 'the upload was refused'}` : 'Network error occurred',
          },
        };
      }
    };
    const upload = new Upload(file, {
      endpoint: '/api/admin/uploads',
      metadata: { targetPath: target.folder, fileName: target.fileName, filetype: file.type },
      retryDelays: [0, 1000, 3000, 5000, 10000, 20000],
      removeFingerprintOnSuccess: true,
      // The fingerprint names the target too: the same file for another slot is another upload.
      fingerprint: async (f) =>
        `site-upload:${target.folder}/${target.fileName}:${(f as File).name}:${(f as File).size}:${(f as File).lastModified}`,
      onProgress: (sent, total) => total > 0 && onProgress(sent / total),
      onSuccess: ({ lastResponse }) => resolve(answerOf(lastResponse.getStatus(), lastResponse.getBody())),
      onError: (err) => {
        const res = (err as DetailedError).originalResponse;
        resolve(answerOf(res?.getStatus() ?? 0, res?.getBody()));
      },
    });
    void upload.findPreviousUploads().then((previous) => {
      if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
      upload.start();
    });
  });
}
