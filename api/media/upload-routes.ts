import { requireAdmin, sameOrigin, type AdminEnv } from '../auth/middleware';
import { apiRouter } from '../http';
import { handleUpload } from '../../media/upload';
import { recordSlotChange } from './slot-activity';
import { checkMayChangeLiveMedia } from '../documents/review';

/**
 * POST /api/admin/upload-file: multipart with file, targetPath
 * and fileName; answers { status, message }. 403 cross-origin, 401 without a
 * session; everything else is media/upload.ts.
 */
export const uploadRoutes = apiRouter<AdminEnv>().post('/', sameOrigin, requireAdmin, async (c) => {
  const deps = c.var.deps;
  // Every slot the upload manager offers is one a page on the site shows.
  await checkMayChangeLiveMedia(deps.db, c.var.admin.role, 'replacing a picture a page shows');
  const result = await handleUpload(deps.media, deps.db, c.req.raw, c.var.admin.username);
  if (result.change) await recordSlotChange(deps.db, result.change, c.var.admin.username);
  c.header('Cache-Control', 'no-store');
  if (result.retryAfter) c.header('Retry-After', String(result.retryAfter));
  return c.json(result.body, result.httpStatus);
});
