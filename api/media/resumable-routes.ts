import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Server, Upload } from '@tus/server';
import type { Context } from 'hono';
import { MAX_UPLOAD } from '../../contracts/media';
import { Refusal, commitReceivedFile, findTarget } from '../../media/upload';
import { sizeRule, tooLarge } from '../../media/upload-receive';
import type { AppDeps } from '../deps';
import { requireAdmin, sameOrigin, type AdminEnv } from '../auth/middleware';
import { DEFAULT_UPLOAD_LIMITS } from '../config';
import { apiRouter } from '../http';
import { CapRefusal, OWNER_KEY, unfinishedUploads } from './resumable-caps';
import { REPLACING_LIVE_SLOT, settleUpload, uploader } from './slot-activity';
import { ApiError } from '../http';
import { checkMayChangeLiveMedia } from '../documents/review';
import { assetView } from './asset-routes';
import { assetUsage } from './asset-usage';

/** Where a resumable upload is taken: POST creates, HEAD tells the offset, PATCH appends (the tus protocol). */
export const RESUMABLE_PATH = '/api/admin/uploads';

const refusal = (status: number, message: string) => ({
  status_code: status,
  body: JSON.stringify({ status: 'error', message, error: message }),
});

/** The name of the file on the sender's computer: tus-js-client sends it as filename, the admin's client as fileName. */
const nameOf = (upload: Upload) => upload.metadata?.fileName ?? upload.metadata?.filename ?? undefined;

/** The review rule, before a byte is stored: only an admin replaces a live slot while review is on. */
async function mayReplaceLiveSlot(deps: AppDeps, role: string) {
  try {
    await checkMayChangeLiveMedia(deps.db, role, REPLACING_LIVE_SLOT);
  } catch (err) {
    if (err instanceof ApiError) throw refusal(err.status, err.message);
    throw err;
  }
}

/** The success answer: the pipeline's, with the file as the library lists it (where it is used, its thumbnail). */
async function answerWithFile(deps: AppDeps, result: Awaited<ReturnType<typeof commitReceivedFile>>) {
  if (!result.asset) return result.body;
  const uses = await assetUsage(deps.db, deps.pages, (slot) => deps.media.manifest?.bySlot(slot)?.page);
  return { ...result.body, asset: assetView(result.asset, deps.media, uses.get(result.asset.url) ?? []) };
}

/**
 * Resumable uploads with the tus protocol (@tus/server): a 300 MB video over
 * a mobile link that drops at 90 % continues from 90 %, not from zero. The
 * last byte hands the file to the one upload pipeline (media/upload.ts), as a
 * form would: it becomes a library file, and a slot named in Upload-Metadata
 * (targetPath and fileName; fileName alone names the library file) is pointed
 * at it. A named slot must be in the upload manifest, an editor may not
 * replace a live one while review before publish is on, and the size limit
 * (the slot's kind, else the largest) is checked when the upload is created
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
  // Which admin sent each request (id and role), for the hooks tus calls with the same Request.
  const senders = new WeakMap<Request, { id: string; role: string }>();
  /** The slot an upload names, if any: a library upload names only its file (fileName, or tus-js-client's filename). */
  const targetOf = (upload: Upload) => {
    const { targetPath, fileName } = upload.metadata ?? {};
    if (!targetPath) return undefined;
    if (!fileName) throw refusal(400, 'Send targetPath and fileName in Upload-Metadata.');
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
        const sender = senders.get(req) ?? { id: '', role: '' };
        if (target) await mayReplaceLiveSlot(deps, sender.role);
        if (upload.size === undefined)
          throw refusal(400, "Send the upload's size (Upload-Length); deferred lengths are not accepted.");
        if (upload.size === 0) throw refusal(400, 'The file is empty.');
        const rule = sizeRule(target);
        if (upload.size > rule.limit) throw refusal(413, tooLarge(rule).message);
        try {
          await unfinished.admit(upload.id, sender.id, upload.size);
        } catch (err) {
          if (err instanceof CapRefusal) throw refusal(err.status, err.message);
          throw err;
        }
        return { metadata: { ...upload.metadata, [OWNER_KEY]: sender.id } };
      },
      async onUploadFinish(_req, upload) {
        const by = uploader.getStore() ?? 'unknown';
        let result: Awaited<ReturnType<typeof commitReceivedFile>>;
        try {
          // The target is looked up again: its slot may have gone (a page deleted) while the bytes came in.
          const path = join(directory, upload.id);
          result = await commitReceivedFile(deps.media, deps.db, path, {
            target: targetOf(upload),
            name: nameOf(upload),
            by,
          });
        } finally {
          // Committed, refused or failed, the upload is done with: its bytes must not sit here uncounted.
          await unfinished.remove(upload.id);
        }
        if (result.httpStatus >= 300) throw refusal(result.httpStatus, result.body.message);
        await settleUpload(deps.db, result, by);
        const body = JSON.stringify(await answerWithFile(deps, result));
        return { status_code: 200, headers: { 'Content-Type': 'application/json' }, body };
      },
    });

  // Hono routes a HEAD request (the offset query) as a GET; a real GET is refused, since tus would answer it with the partial bytes.
  const handle = async (c: Context<AdminEnv>) => {
    if (c.req.raw.method === 'GET')
      return c.json(
        { error: 'A resumable upload cannot be downloaded; it is served from /uploads once complete.' },
        405,
      );
    senders.set(c.req.raw, { id: String(c.var.admin.id), role: c.var.admin.role });
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
