import { Hono, type TypedResponse } from 'hono';
import type { MiddlewareHandler } from 'hono';
import { requireAdmin, requireRole, sameOrigin, type AdminEnv } from '../auth/middleware';
import type { AppEnv } from '../deps';
import { apiRouter } from '../http';
import { validate } from '../validate';
import {
  contactDetailsInput,
  toPublicContactDetails,
  type ContactDetails,
  type PublicContactDetails,
} from '../../contracts/contact-details';
import { documentRoutes } from '../documents/routes';
import { guarded } from '../documents/conflict';
import { storedText } from '../documents/schema-versions';
import { getDocument, publishDocument } from '../documents/store';
import { CONTACT } from './details';
import type { contactKind } from './kind';

/**
 * The public answer's text and headers, made once per loaded record: the
 * chat button asks on every page view, and the record changes a few times a
 * year. Its Content-Length lets compress() leave the small answer alone.
 */
const publicAnswers = new WeakMap<ContactDetails, { text: string; headers: Record<string, string> }>();
function publicAnswer(details: ContactDetails) {
  let answer = publicAnswers.get(details);
  if (!answer) {
    const text = JSON.stringify(toPublicContactDetails(details));
    answer = {
      text,
      headers: {
        'Content-Type': 'application/json',
        'Content-Length': String(Buffer.byteLength(text)),
        'Cache-Control': 'no-cache',
      },
    };
    publicAnswers.set(details, answer);
  }
  return answer;
}

/** GET /api/contact-details: the public subset the chat button reads, of what is published. */
export const publicContactDetailsRoutes = new Hono<AppEnv>().get('/', (c) => {
  const { text, headers } = publicAnswer(c.get('deps').contactDetails.get());
  return c.body(text, 200, headers) as unknown as Response & TypedResponse<PublicContactDetails, 200, 'json'>;
});

/**
 * /api/admin/contact-details, as admin Settings has always called it: GET
 * the published record, PUT publishes a whole record now. The PUT is a
 * publish of the document core (a revision, the feed, any schedule of it
 * done with), so the history and compare of /api/admin/contact hold it.
 */
const publishedRecordRoutes = apiRouter<AdminEnv>()
  .use(sameOrigin, requireAdmin)
  .get('/', (c) => c.json(c.var.deps.contactDetails.get()))
  .put('/', requireRole('change the contact details'), validate('json', contactDetailsInput), async (c) => {
    const { db } = c.var.deps;
    const details = c.req.valid('json');
    const row = await getDocument(db, CONTACT);
    await guarded(
      () =>
        publishDocument(db, CONTACT, {
          baseVersion: row?.version ?? 0,
          by: c.var.admin.username,
          document: details,
          stored: storedText('contact', details),
          activity: undefined,
          // Admin Settings publishes whole records: the first one makes the document.
          create: { source: null },
        }),
      'the contact details',
    );
    const saved = await getDocument(db, CONTACT);
    return c.json({ id: 1, ...details, updatedAt: saved!.updatedAt } satisfies ContactDetails);
  });

/** Only admins change the contact details, as before they had versions: every write of the core's routes asks so. */
const adminWrites: MiddlewareHandler<AdminEnv> = async (c, next) =>
  c.req.method === 'GET' ? next() : requireRole('change the contact details')(c, next);

/** Both, at their addresses: the API mounts this at its root. */
export const contactDetailsModule = new Hono<AppEnv>()
  .route('/api/contact-details', publicContactDetailsRoutes)
  .route('/api/admin/contact-details', publishedRecordRoutes);

/**
 * Everything the document core gives every kind (draft, publish now or at a
 * time, revisions, compare, restore, review, preview), at
 * /api/admin/contact; writes are an admin's.
 */
export const contactDocumentRoutes = (kind: ReturnType<typeof contactKind>) =>
  apiRouter<AdminEnv>().use(requireAdmin, adminWrites).route('/', documentRoutes(kind));
