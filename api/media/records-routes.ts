import { z } from 'zod';
import { requireAdmin, sameOrigin, type AdminEnv } from '../auth/middleware';
import { ApiError, apiRouter } from '../http';
import { validate } from '../validate';
import { pageOf } from '../paging';
import { pageQueryInput } from '../../contracts/paging';
import { targetsView } from '../../media/targets-view';
import { listVideoJobs } from '../../media/video/jobs';
import { pageMediaRecords, saveMediaRecord, toSlotRecord } from '../../media/records';
import { ASSET_ID } from '../../contracts/assets';
import { getAsset } from '../../media/assets';
import { pointSlotAt } from '../../media/upload';
import { recordSlotChange } from './slot-activity';
import { checkMayChangeLiveMedia } from '../documents/review';

/** Media-record text fields are at least 1 character; null clears an override back to the page's default. */
const recordEdit = z.strictObject({
  targetPath: z.string().min(1).max(300),
  fileName: z.string().min(1).max(200),
  alt: z.string().trim().min(1, 'Alt text must be at least 1 character').max(255).nullable().optional(),
  productName: z.string().trim().min(1, 'Product name must be at least 1 character').max(255).nullable().optional(),
  isVisible: z.boolean().optional(),
});

const targetsQuery = z.strictObject({
  page: z.string().min(1).max(300).optional(),
  group: z.string().min(1).max(600).optional(),
});

/** PUT /api/admin/media/targets/file: the slot shows this library file from now on. */
const pointInput = z.strictObject({
  targetPath: z.string().min(1).max(300),
  fileName: z.string().min(1).max(200),
  assetId: z.string().regex(ASSET_ID, 'must be the id of a file in the media library'),
});

/**
 * The upload manager's data: GET /api/admin/media/targets (the manifest tree
 * with what is stored for each target: bounded by the page files, so it is
 * answered whole), GET /api/admin/media/records (the stored records, which
 * grow with every upload and edit: paged like every admin list) and PATCH
 * /api/admin/media/records (alt text, product name, hidden). Pages show a change at once: the store
 * drops the slot, and the HTML cache drops the pages that show it (app/live/affected-addresses.ts).
 */
export const mediaRecordRoutes = apiRouter<AdminEnv>()
  .use(sameOrigin, requireAdmin)
  .get('/targets', validate('query', targetsQuery), async (c) => {
    const deps = c.var.deps;
    const manifest = deps.media.manifest;
    if (!manifest) throw new ApiError(500, 'The media manifest is not loaded');
    // One page's or one group's targets when asked (?page=/path, ?group=id), so a screen can load what it shows.
    const { page, group } = c.req.valid('query');
    const groups = manifest.groups.filter((g) => (!page || g.page === page) && (!group || g.id === group));
    if ((page || group) && groups.length === 0)
      throw new ApiError(404, `No upload targets for ${page ? `the page ${page}` : `the group ${group}`}`);
    const shown =
      page || group ? { ...manifest, groups, total: groups.reduce((n, g) => n + g.targets.length, 0) } : manifest;
    return c.json(targetsView(shown, deps.media, await listVideoJobs(deps.db)));
  })
  .get('/records', validate('query', pageQueryInput), async (c) => {
    const { cursor, limit } = c.req.valid('query');
    const rows = await pageMediaRecords(c.var.deps.db, {
      cursor: cursor ? Number(cursor) : undefined,
      limit: limit + 1,
    });
    return c.json(
      pageOf(
        rows,
        limit,
        (r) => r.id,
        (r) => r,
      ),
    );
  })
  .put('/targets/file', validate('json', pointInput), async (c) => {
    const deps = c.var.deps;
    const body = c.req.valid('json');
    const target = deps.media.manifest?.find(body.targetPath.replace(/^\/?uploads\//, ''), body.fileName);
    if (!target) throw new ApiError(404, `${body.targetPath}/${body.fileName} is not an upload target`);
    await checkMayChangeLiveMedia(deps.db, c.var.admin.role, 'choosing the picture a page shows');
    const asset = await getAsset(deps.db, body.assetId);
    if (!asset) throw new ApiError(404, 'That file is not in the media library any more (deleted?)');
    if (asset.kind !== target.kind)
      throw new ApiError(400, `${target.fileName} shows a ${target.kind}; ${asset.fileName} is a ${asset.kind}.`);
    const change = await pointSlotAt(deps.media, deps.db, target, asset);
    await recordSlotChange(deps.db, change, c.var.admin.username);
    return c.json({
      status: 'success',
      message: `${target.fileName} now shows ${asset.fileName}.`,
      url: deps.media.resolve(target.slot).src,
    });
  })
  .patch('/records', validate('json', recordEdit), async (c) => {
    const deps = c.var.deps;
    const body = c.req.valid('json');
    const target = deps.media.manifest?.find(body.targetPath.replace(/^\/?uploads\//, ''), body.fileName);
    if (!target) throw new ApiError(404, `${body.targetPath}/${body.fileName} is not an upload target`);
    await checkMayChangeLiveMedia(deps.db, c.var.admin.role, "changing a live picture's alt text or name");
    const rec = await saveMediaRecord(deps.db, target, {
      alt: body.alt,
      productName: body.productName,
      isVisible: body.isVisible,
    });
    deps.media.setRecord(target.slot, toSlotRecord(rec));
    return c.json({ status: 'success', message: `Saved ${target.fileName}`, record: rec });
  });
