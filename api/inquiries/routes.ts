import { sql } from 'kysely';
import { requireAdmin, sameOrigin, type AdminEnv } from '../auth/middleware';
import { ApiError, apiRouter } from '../http';
import { idParam, validate } from '../validate';
import {
  EXPORT_ROWS_HEADER,
  inquiryBulkInput,
  inquiryEraseInput,
  inquiryFilterInput,
  inquiryListInput,
  inquiryPatchInput,
} from '../../contracts/inquiries';
import { inquiriesCsv } from './export';
import { countInquiries, getInquiry, listInquiries, statusCounts } from './list';
import { siteTimeZone } from '../settings/store';

/**
 * The inquiries inbox:
 *   GET    /                 a page of inquiries (filters: q, status, service, from, to; cursor, limit)
 *   GET    /counts           how many hold each status
 *   GET    /export.csv       every inquiry matching the filters, streamed as CSV
 *   GET    /:id              one inquiry (the link in a notification e-mail)
 *   PATCH  /:id              { status }
 *   DELETE /:id
 *   POST   /bulk             { action: 'set-status', ids, status } or { action: 'delete', ids }
 *   POST   /erase            { email }: deletes everything from that address (privacy requests)
 * Deleting an inquiry deletes its notification too (the outbox row cascades).
 */
export const inquiriesRoutes = apiRouter<AdminEnv>()
  .use(sameOrigin, requireAdmin)
  .get('/', validate('query', inquiryListInput), async (c) => {
    const { db } = c.var.deps;
    const query = c.req.valid('query');
    // Only a date filter needs the zone (its days are the site's): no read for the usual page.
    const zone = query.from || query.to ? await siteTimeZone(db) : undefined;
    return c.json(await listInquiries(db, query, zone));
  })
  .get('/counts', async (c) => c.json(await statusCounts(c.var.deps.db)))
  .get('/export.csv', validate('query', inquiryFilterInput), async (c) => {
    const { db } = c.var.deps;
    const filters = c.req.valid('query');
    const zone = await siteTimeZone(db);
    const total = await countInquiries(db, filters, zone);
    const day = new Date().toISOString().slice(0, 10);
    return new Response(inquiriesCsv(db, filters, zone), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="inquiries-${filters.status}-${day}.csv"`,
        'Cache-Control': 'no-store',
        [EXPORT_ROWS_HEADER]: String(total),
      },
    });
  })
  .get('/:id', idParam, async (c) => {
    const { id } = c.req.valid('param');
    const inquiry = await getInquiry(c.var.deps.db, id);
    if (!inquiry) throw new ApiError(404, `No inquiry with id ${id}`);
    return c.json(inquiry);
  })
  .patch('/:id', idParam, validate('json', inquiryPatchInput), async (c) => {
    const { db } = c.var.deps;
    const { id } = c.req.valid('param');
    const { status } = c.req.valid('json');
    const res = await db.updateTable('contactInquiries').set({ status }).where('id', '=', id).executeTakeFirst();
    if (!res.numUpdatedRows) throw new ApiError(404, `No inquiry with id ${id}`);
    return c.json(await getInquiry(db, id));
  })
  .delete('/:id', idParam, async (c) => {
    const { id } = c.req.valid('param');
    const res = await c.var.deps.db.deleteFrom('contactInquiries').where('id', '=', id).executeTakeFirst();
    if (!res.numDeletedRows) throw new ApiError(404, `No inquiry with id ${id}`);
    return c.json({ message: 'Inquiry deleted', id });
  })
  .post('/bulk', validate('json', inquiryBulkInput), async (c) => {
    const { db } = c.var.deps;
    const body = c.req.valid('json');
    if (body.action === 'delete') {
      const res = await db.deleteFrom('contactInquiries').where('id', 'in', body.ids).executeTakeFirst();
      return c.json({ action: body.action, affected: Number(res.numDeletedRows) });
    }
    const res = await db
      .updateTable('contactInquiries')
      .set({ status: body.status })
      .where('id', 'in', body.ids)
      .executeTakeFirst();
    return c.json({ action: body.action, status: body.status, affected: Number(res.numUpdatedRows) });
  })
  .post('/erase', validate('json', inquiryEraseInput), async (c) => {
    const { email } = c.req.valid('json');
    const res = await c.var.deps.db
      .deleteFrom('contactInquiries')
      .where(sql`lower(email)`, '=', email.toLowerCase())
      .executeTakeFirst();
    return c.json({ email, deleted: Number(res.numDeletedRows) });
  });
