import {
  deletePageInput,
  movePageInput,
  trashRestoreInput,
  type MovePageAnswer,
  type TrashListAnswer,
} from '../../contracts/redirects';
import { pagePathQuery, type DeletePageAnswer, type PageLinksAnswer } from '../../contracts/pages';
import { requireAdmin, sameOrigin, type AdminEnv } from '../auth/middleware';
import { ApiError, apiRouter } from '../http';
import { validate } from '../validate';
import { fileAddressIsFixed, movePage } from './move';
import { conflict } from '../documents/conflict';
import { StaleVersion } from '../documents/store';
import { checkNewPath, findPage } from './pages';
import { PAGE_QUERY } from './requests';
import { catalogOf } from './catalog';
import { listTrash, moveToTrash, restoreFromTrash } from './trash';
import { linksTo, type RelinkKinds } from '../documents/relink';
import { documentKinds } from '../document-kinds';
import type { Context } from 'hono';
import { checkMayChangeAddress } from '../documents/review';

/** Every kind's spec: a relink publishes what it changes like any publish, with the kind's check and beforePublish. */
const kindsOf = (c: Context<AdminEnv>): RelinkKinds['kinds'] => documentKinds(c.var.deps);

/**
 * Where pages live: DELETE /api/admin/page (to the trash, its address
 * answering 410 or 301 as staff chose), PATCH /api/admin/page (a new
 * address; the old one answers 301), GET /api/admin/pages/trash and
 * POST /api/admin/pages/trash/restore. Only pages made in the admin can
 * move or be deleted: a page file's address is set in its file.
 */
export const pageAddressRoutes = apiRouter<AdminEnv>()
  .use(sameOrigin, requireAdmin)
  .delete(
    '/',
    validate('query', pagePathQuery, PAGE_QUERY),
    // No body: gone (410), as the delete always did before staff could choose.
    validate('json', deletePageInput, { emptyAs: { gone: true } }),
    async (c) => {
      const { db } = c.var.deps;
      const { path } = c.req.valid('query');
      const choice = c.req.valid('json');
      await checkMayChangeAddress(db, c.var.admin.role, 'delete');
      const found = await findPage(db, catalogOf(c), path);
      if (found.source === 'file')
        throw new ApiError(
          409,
          `${path} comes from a page file and cannot be deleted here; reset it to the page file instead (Restore → page file).`,
        );
      if ('redirectTo' in choice) {
        if (choice.redirectTo === path)
          throw new ApiError(400, 'redirectTo: must be another page than the one deleted');
        // Where the visitors of the deleted page go must be a live public page, as any redirect's target.
        if (!c.var.deps.isPublicPage?.(choice.redirectTo))
          throw new ApiError(
            400,
            `redirectTo: ${choice.redirectTo} is not a page of this site: choose one from the page list`,
          );
      }
      const outcome = 'redirectTo' in choice ? { to: choice.redirectTo } : { gone: true as const };
      // As the admin's delete dialog: a page gone for good takes its menu and footer links with it unless the
      // caller keeps them, so an API caller does not leave dead links on the live site by saying nothing.
      const removeLinks = 'gone' in choice && choice.removeLinks !== false;
      const { cancelledSchedule, linksRemoved, linksKept } = await moveToTrash(db, {
        path,
        by: c.var.admin.username,
        outcome,
        removeLinks,
        kinds: kindsOf(c),
      });
      // Kept on purpose: the caller hears which live menu and footer links now lead to a 410.
      const linksLeft =
        'gone' in choice && !removeLinks
          ? (await linksTo(db, path))
              .filter((l) => !l.draftOnly && (l.where === 'menu' || l.where === 'footer'))
              .map((l) => `${l.where === 'menu' ? 'Menu' : 'Footer'}: ${l.label}`)
          : [];
      return c.json({
        deleted: path,
        ...(cancelledSchedule ? { cancelledSchedule } : {}),
        ...(linksRemoved.length ? { linksRemoved } : {}),
        ...(linksKept.length ? { linksKept } : {}),
        ...(linksLeft.length ? { linksLeft } : {}),
      } satisfies DeletePageAnswer);
    },
  )
  // What leads to a page (menu, footer and page links), named before a delete or move changes anything.
  .get('/links', validate('query', pagePathQuery, PAGE_QUERY), async (c) => {
    const { path } = c.req.valid('query');
    return c.json({ path, links: await linksTo(c.var.deps.db, path) } satisfies PageLinksAnswer);
  })
  .patch('/', validate('query', pagePathQuery, PAGE_QUERY), validate('json', movePageInput), async (c) => {
    const { db } = c.var.deps;
    const catalog = catalogOf(c);
    const { path } = c.req.valid('query');
    const { newPath, baseVersion } = c.req.valid('json');
    await checkMayChangeAddress(db, c.var.admin.role, 'change the address of');
    if ((await findPage(db, catalog, path)).source === 'file') throw fileAddressIsFixed(path);
    await checkNewPath(db, catalog, newPath);
    try {
      const moved = await movePage(db, {
        from: path,
        to: newPath,
        baseVersion,
        by: c.var.admin.username,
        kinds: kindsOf(c),
      });
      return c.json({ path: newPath, ...moved } satisfies MovePageAnswer);
    } catch (err) {
      if (err instanceof StaleVersion) throw conflict(err);
      throw err;
    }
  });

/** GET /api/admin/pages/trash and POST /api/admin/pages/trash/restore. */
export const pageTrashRoutes = apiRouter<AdminEnv>()
  .use(sameOrigin, requireAdmin)
  .get('/', async (c) => c.json({ items: await listTrash(c.var.deps.db) } satisfies TrashListAnswer))
  .post('/restore', validate('json', trashRestoreInput), async (c) => {
    const catalog = catalogOf(c);
    const which = c.req.valid('json');
    await checkMayChangeAddress(c.var.deps.db, c.var.admin.role, 'restore');
    const { path, problems, linksRestored, linksKept } = await restoreFromTrash(c.var.deps.db, {
      which,
      by: c.var.admin.username,
      taken: (p) => catalog.pathOwner(p),
      kinds: kindsOf(c),
    });
    // Back as a draft when a file it showed was deleted meanwhile: `problems` name the fields to fix before it can go live.
    // What the delete did to links elsewhere is undone; `linksKept` says plainly what could not be.
    return c.json({
      restored: path,
      ...(problems.length ? { asDraft: true, problems } : {}),
      ...(linksRestored.length ? { linksRestored } : {}),
      ...(linksKept.length ? { linksKept } : {}),
    });
  });
