import type { AppModule } from '../deps';
import { requireAdmin, requireRole, sameOrigin, type AdminEnv } from '../auth/middleware';
import { ApiError, apiRouter, readJson } from '../http';
import { recipientsInput, testMailInput } from '../../contracts/notifications';
import { NO_RECIPIENTS } from './service';

/**
 * The admin's view of inquiry notifications:
 * GET status (the dashboard's warning), GET/PUT settings (recipients chosen
 * in Settings over NOTIFY_TO), POST test (sends a message now and answers
 * with what the SMTP server said).
 */
export const notificationsModule: AppModule = (app) => {
  const r = apiRouter<AdminEnv>();
  r.use('*', sameOrigin, requireAdmin);

  r.get('/status', async (c) => c.json(await c.var.deps.notifications.status()));

  r.get('/settings', async (c) => c.json(await c.var.deps.notifications.settings()));

  r.put('/settings', requireRole('change who is e-mailed about inquiries'), async (c) => {
    const { recipients } = await readJson(c, recipientsInput);
    return c.json(await c.var.deps.notifications.saveRecipients(recipients));
  });

  r.post('/test', requireRole('send a test e-mail'), async (c) => {
    const n = c.var.deps.notifications;
    const { to } = await readJson(c, testMailInput);
    if (!n.enabled)
      throw new ApiError(
        409,
        'E-mail is not configured: set SMTP_URL (smtp://user:pass@host:port) and restart the server',
      );
    const list = to ? [to] : await n.recipients();
    if (!list.length) throw new ApiError(400, NO_RECIPIENTS);
    return c.json(await n.sendTest(list));
  });

  app.route('/api/admin/notifications', r);
};
