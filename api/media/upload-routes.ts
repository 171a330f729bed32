import { requireAdmin, sameOrigin, type AdminEnv } from '../auth/middleware';
import { apiRouter } from '../http';
import { handleUpload } from '../../media/upload';
import { REPLACING_LIVE_SLOT, settleUpload } from './slot-activity';
import { checkMayChangeLiveMedia } from '../documents/review';

/**
 * POST /api/admin/upload-file: multipart with file, targetPath and fileName;
 * answers { status, message }. The address the upload manager has always
 * used; the file goes through the one upload pipeline (media/upload.ts) as a
 * library upload that names its slot. 403 cross-origin, 401 without a session.
 */
export const uploadRoutes = apiRouter<AdminEnv>().post('/', sameOrigin, requireAdmin, async (c) => {
  const deps = c.var.deps;
  // Every slot the upload manager offers is one a page on the site shows.
  await checkMayChangeLiveMedia(deps.db, c.var.admin.role, REPLACING_LIVE_SLOT);
  const by = c.var.admin.username;
  const result = await handleUpload(deps.media, deps.db, c.req.raw, { by, requireTarget: true });
  await settleUpload(deps.db, result, by);
  c.header('Cache-Control', 'no-store');
  if (result.retryAfter) c.header('Retry-After', String(result.retryAfter));
  return c.json(result.body, result.httpStatus);
});
