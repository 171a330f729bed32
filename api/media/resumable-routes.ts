import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Server, Upload } from '@tus/server';
import type { Context } from 'hono';
import { SIZE_LIMITS, MAX_UPLOAD } from '../../contracts/media';
import { Refusal, commitReceivedFile, findTarget } from '../../media/upload';
import type { AppDeps } from '../deps';
import { requireAdmin, sameOrigin, type AdminEnv } from '../auth/middleware';
import { DEFAULT_UPLOAD_LIMITS } from '../config';
import { apiRouter } from '../http';
import { CapRefusal, OWNER_KEY, unfinishedUploads } from './resumable-caps';
import { recordSlotChange, uploader } from './slot-activity';

/** Where a resumable upload is taken: POST creates, HEAD tells the offset, PATCH appends (the tus protocol). */
export const RESUMABLE_PATH = '/api/admin/uploads';

const MB = (n: number) => `${Math.round(n / 1024 / 1024)} MB`;
const refusal = (status: number, message: string) => ({
  status_code: status,
  body: JSON.stringify({ status: 'error', message, error: message }),
});

/**
 * Resumable uploads with the tus protocol (@tus/server): a 300 MB video over
 * a mobile link that drops at 90 % continues from 90 %, not from zero. The
 * rules are the multipart endpoint's: the target must be in the upload
 * manifest and its kind's size limit is checked when the upload is created
 * (from Upload-Length, before a byte is stored); the magic bytes, image
 * processing and the atomic commit run when the last byte arrives. Partial
 * uploads live in DATA_DIR/resumable, outside /uploads, so a partial file is
 * never served. Unfinished uploads are capped per admin and in total, and
 * ones idle for a few hours are removed (api/media/resumable-caps.ts;
 * UPLOAD_UNFINISHED_PER_USER_MB, UPLOAD_UNFINISHED_TOTAL_MB, UPLOAD_EXPIRY_HOURS).
 *
 * The partials are on the instance that took them: behind several instances,
 * route /api/admin/uploads/ to one instance per client (nginx `hash
 * $cookie_sid consistent;`), as the README's nginx example does.
 */
export const resumableRoutes = (deps: AppDeps) => {
  const directory = join(deps.config.dataDir, 'resumable');
  const limits = deps.config.limits ?? DEFAULT_UPLOAD_LIMITS;
  const MiB = 1024 * 1024;
  const unfinished = unfinishedUploads(directory, {
    perUserBytes: limits.unfinishedPerUserMb * MiB,
    totalBytes: limits.unfinishedTotalMb * MiB,
    idleMs: limits.expiryHours * 3_600_000,
  });
  // Which admin sent each request, for the hook tus calls with the same Request.
  const senders = new WeakMap<Request, string>();
  const targetOf = (upload: Upload) => {
    const { targetPath, fileName } = upload.metadata ?? {};
    if (!targetPath || !fileName) throw refusal(400, 'Send targetPath and fileName in Upload-Metadata.');
    try {
      return findTarget(deps.media, targetPath, fileName);
    } catch (err) {
      if (err instanceof Refusal) throw refusal(err.httpStatus, err.message);
      throw err;
    }
  };
  // Made on the first resumable request: FileStore creates its folder from the constructor without a way to wait for it or catch its failure.
  // @tus/server and @tus/file-store are loaded then too (~0.2 s and ~15 MB at every start otherwise).
  let tus: Server | undefined;
  const server = async () => {
    if (tus) return tus;
    const [{ Server }, { FileStore }] = await Promise.all([import('@tus/server'), import('@tus/file-store')]);
    if (tus) return tus;
    mkdirSync(directory, { recursive: true });
    tus = makeServer(Server, FileStore);
    const every = Math.min(15 * 60_000, (limits.expiryHours * 3_600_000) / 4);
    const cleanup = setInterval(() => void unfinished.sweep().catch(() => {}), every);
    cleanup.unref();
    return tus;
  };
  const makeServer = (
    Server: typeof import('@tus/server').Server,
    FileStore: typeof import('@tus/file-store').FileStore,
  ) =>
    new Server({
      path: RESUMABLE_PATH,
      // Expiry by idle time, not age, is ours (unfinished.sweep): a slow upload still moving is never cut off.
      datastore: new FileStore({ directory }),
      maxSize: MAX_UPLOAD,
      relativeLocation: true,
      respectForwardedHeaders: deps.config.trustProxy > 0,
      namingFunction: () => randomBytes(16).toString('hex'),
      async onUploadCreate(req, upload) {
        const target = targetOf(upload);
        if (upload.size === undefined)
          throw refusal(400, "Send the upload's size (Upload-Length); deferred lengths are not accepted.");
        if (upload.size === 0) throw refusal(400, 'The file is empty.');
        if (upload.size > SIZE_LIMITS[target.kind])
          throw refusal(
            413,
            `The file is larger than the ${MB(SIZE_LIMITS[target.kind])} allowed for ${target.kind} targets.`,
          );
        const owner = senders.get(req) ?? '';
        try {
          await unfinished.admit(upload.id, owner, upload.size);
        } catch (err) {
          if (err instanceof CapRefusal) throw refusal(err.status, err.message);
          throw err;
        }
        return { metadata: { ...upload.metadata, [OWNER_KEY]: owner } };
      },
      async onUploadFinish(_req, upload) {
        const by = uploader.getStore() ?? 'unknown';
        let result: Awaited<ReturnType<typeof commitReceivedFile>>;
        try {
          // The target is looked up again: its slot may have gone (a page deleted) while the bytes came in.
          result = await commitReceivedFile(deps.media, deps.db, targetOf(upload), join(directory, upload.id), by);
        } finally {
          // Committed, refused or failed, the upload is done with: its bytes must not sit here uncounted.
          await unfinished.remove(upload.id);
        }
        if (result.httpStatus >= 300) throw refusal(result.httpStatus, result.body.message);
        if (result.change) await recordSlotChange(deps.db, result.change, by);
        return { status_code: 200, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(result.body) };
      },
    });

  // Hono routes a HEAD request (the offset query) as a GET; a real GET is refused, since tus would answer it with the partial bytes.
  const handle = async (c: Context<AdminEnv>) => {
    if (c.req.raw.method === 'GET')
      return c.json(
        { error: 'A resumable upload cannot be downloaded; it is served from /uploads once complete.' },
        405,
      );
    senders.set(c.req.raw, String(c.var.admin.id));
    const tus = await server();
    const res = await uploader.run(c.var.admin.username, () => tus.handleWeb(c.req.raw));
    res.headers.set('Cache-Control', 'no-store');
    return res;
  };
  const methods = ['GET', 'POST', 'PATCH', 'DELETE'];
  return apiRouter<AdminEnv>()
    .on(methods, '/', sameOrigin, requireAdmin, handle)
    .on(methods, '/*', sameOrigin, requireAdmin, handle);
};
