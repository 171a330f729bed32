import type { AppModule } from '../app';
import { requireAdmin, sameOrigin, type AdminEnv } from '../auth/middleware';
import { ApiError, apiRouter, idParam, readJson } from '../http';
import { inquiryPatchInput } from '../../contracts/admin';
import { selectInquiries as select, toInquiry } from './table';

/** The inquiries inbox: GET (newest first), PATCH { handled }, DELETE. */
export const adminInquiriesModule: AppModule = (app) => {
  const r = apiRouter<AdminEnv>();
  r.use('*', sameOrigin, requireAdmin);

  r.get('/', async (c) => {
    const rows = await select(c.var.deps.db).orderBy('createdAt', 'desc').orderBy('id', 'desc').execute();
    return c.json(rows.map(toInquiry));
  });

  r.patch('/:id', async (c) => {
    const { db } = c.var.deps;
    const id = idParam(c);
    const { handled } = await readJson(c, inquiryPatchInput);
    const res = await db.updateTable('contactInquiries').set({ handled: handled ? 1 : 0 }).where('id', '=', id).executeTakeFirst();
    if (!res.numUpdatedRows) throw new ApiError(404, `No inquiry with id ${id}`);
    return c.json(toInquiry(await select(db).where('id', '=', id).executeTakeFirstOrThrow()));
  });

  r.delete('/:id', async (c) => {
    const id = idParam(c);
    const res = await c.var.deps.db.deleteFrom('contactInquiries').where('id', '=', id).executeTakeFirst();
    if (!res.numDeletedRows) throw new ApiError(404, `No inquiry with id ${id}`);
    return c.json({ message: 'Inquiry deleted', id });
  });

  app.route('/api/admin/inquiries', r);
};
