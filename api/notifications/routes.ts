import { requireAdmin, requireRole, sameOrigin, type AdminEnv } from '../auth/middleware';
import { ApiError, apiRouter } from '../http';
import { validate } from '../validate';
import { recipientsInput, testMailInput } from '../../contracts/notifications';
import { NO_RECIPIENTS } from './service';

/**
 * The admin's view of inquiry notifications:
 * GET status (the dashboard's warning), GET/PUT settings (recipients chosen
 * in Settings over NOTIFY_TO), POST test (sends a message now and answers
 * with what the SMTP server said).
 */
export const notificationsRoutes = apiRouter<AdminEnv>()
  .use(sameOrigin, requireAdmin)
  .get('/status', async (c) => c.json(await c.var.deps.notifications.status()))
  .get('/settings', async (c) => c.json(await c.var.deps.notifications.settings()))
  .put(
    '/settings',
    requireRole('change who is e-mailed about inquiries'),
    validate('json', recipientsInput),
    async (c) => c.json(await c.var.deps.notifications.saveRecipients(c.req.valid('json').recipients)),
  )
  .post('/test', requireRole('send a test e-mail'), validate('json', testMailInput), async (c) => {
    const n = c.var.deps.notifications;
    const { to } = c.req.valid('json');
    if (!n.enabled)
      throw new ApiError(
        409,
        'E-mail is not configured: set SMTP_URL (smtp://user:pass@host:port) and restart the server',
      );
    const list = to ? [to] : await n.recipients();
    if (!list.length) throw new ApiError(400, NO_RECIPIENTS);
    return c.json(await n.sendTest(list));
  });
