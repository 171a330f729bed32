import { sendBackInput, submitReviewInput, type ReviewQueueAnswer } from '../../contracts/reviews';
import { requireAdmin, requireRole, sameOrigin, type AdminEnv } from '../auth/middleware';
import { apiRouter } from '../http';
import { reviewBeforePublish } from '../settings/store';
import { validate } from '../validate';
import { inputOf, type DocumentInputs, type DocumentKindSpec } from './kind';
import { reviewAnswer, reviewView, sendBack, submitForReview } from './review';
import { listReviews, titleOf } from './review-store';
import { factsOf } from '../../contracts/document-kinds';

const QUERY_LEAD = 'The query string has problems';

/**
 * A document's review: GET /review (whether review is on, and this
 * document's), POST /review (submit the saved draft at baseVersion), POST
 * /review/send-back (admins: back to its author with a comment). Publishing
 * it is the ordinary POST /publish, which settles the review.
 */
export function reviewRoutes<Doc, I extends DocumentInputs, Detail extends object, F extends string>(
  spec: DocumentKindSpec<Doc, I, Detail, F>,
) {
  const key = validate('query', inputOf(spec, 'key'), { lead: QUERY_LEAD });
  return apiRouter<AdminEnv>()
    .get('/review', key, async (c) => {
      const { db } = c.var.deps;
      const opened = await spec.open(db, spec.key(c.req.valid('query')));
      return c.json(await reviewAnswer(db, opened.row?.id));
    })
    .post('/review', key, validate('json', submitReviewInput, spec.body), async (c) => {
      const { baseVersion } = c.req.valid('json');
      const { db, notifications } = c.var.deps;
      const answer = await submitForReview(db, spec, {
        key: spec.key(c.req.valid('query')),
        by: c.var.admin.username,
        baseVersion,
        mailer: notifications.reviewMailer,
      });
      notifications.kick();
      return c.json(answer);
    })
    .post(
      '/review/send-back',
      requireRole('send a draft back to its author'),
      key,
      validate('json', sendBackInput, spec.body),
      async (c) => {
        const { baseVersion, comment } = c.req.valid('json');
        const { db, notifications } = c.var.deps;
        const answer = await sendBack(db, spec, {
          key: spec.key(c.req.valid('query')),
          by: c.var.admin.username,
          baseVersion,
          comment,
          mailer: notifications.reviewMailer,
        });
        notifications.kick();
        return c.json(answer);
      },
    );
}

/** GET /api/admin/reviews: what waits for review, and what was sent back, for every signed-in staff member. */
export const reviewQueueRoutes = apiRouter<AdminEnv>()
  .use(sameOrigin, requireAdmin)
  .get('/', async (c) => {
    const { db } = c.var.deps;
    const rows = await listReviews(db);
    return c.json({
      required: await reviewBeforePublish(db),
      items: rows.map((r) => ({
        ...reviewView(r)!,
        kind: r.kind,
        key: r.key,
        title: titleOf(r.kind, r.key, r.draft, r.published),
        where: factsOf(r.kind).where(r.key),
        editAt: factsOf(r.kind).editAt(r.key),
        currentVersion: r.currentVersion,
        live: factsOf(r.kind).live(r),
      })),
    } satisfies ReviewQueueAnswer);
  });
