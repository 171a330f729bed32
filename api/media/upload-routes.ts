import { requireAdmin, sameOrigin, type AdminEnv } from '../auth/middleware';
import { apiRouter } from '../http';
import { handleUpload } from '../../media/upload';
import { recordSlotChange } from './slot-activity';

/**
 * POST /api/admin/upload-file: multipart with file, targetPath
 * and fileName; answers { status, message }. 403 cross-origin, 401 without a
 * session; everything else is media/upload.ts.
 */
export const uploadRoutes = apiRouter<AdminEnv>().post('/', sameOrigin, requireAdmin, async (c) => {
  const deps = c.var.deps;
  const result = await handleUpload(deps.media, deps.db, c.req.raw, c.var.admin.username);
  if (result.change) await recordSlotChange(deps.db, result.change, c.var.admin.username);
  c.header('Cache-Control', 'no-store');
  if (result.retryAfter) c.header('Retry-After', String(result.retryAfter));
  return c.json(result.body, result.httpStatus);
});
