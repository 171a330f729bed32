import { rmSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp, type TestAppOptions } from '../../tests/support/api';
import { startTestSmtp, type TestSmtp } from '../../tests/support/smtp';

/**
 * Inquiry notifications end to end: the contact form stores and queues, the
 * outbox worker sends through nodemailer to a real SMTP server started here
 * (smtp-server), and the admin sees where each one stands.
 */
const STAFF = ['sales@savannah.test', 'office@savannah.test'];
const FROM = 'Savannah Website <no-reply@savannah.test>';
const message = {
  name: 'Wanjiku Kamau',
  email: 'wanjiku@example.co.ke',
  phone: '+254 711 222 333',
  company: 'Machakos Academy',
  serviceInterest: 'container',
  budgetRange: 'KSh 1M - 3M',
  preferredContactMethod: 'Phone',
  projectTimeline: 'Before March',
  message: 'We need a two-classroom prefab block in Machakos.\nCan you visit next week?',
};

let smtp: TestSmtp;
const open: TestApp[] = [];
/** The worker's clock runs this far ahead of real time: tests move it to make a retry due. */
let ahead = 0;
const now = () => new Date(Date.now() + ahead);

async function app(opts: TestAppOptions = {}) {
  const t = await createTestApp({
    mail: { smtpUrl: smtp.url, notifyTo: STAFF, from: FROM },
    outbox: { now, intervalMs: 40 },
    ...opts,
  });
  open.push(t);
  return t;
}

/**
 * Waits until `check` gives something truthy and returns it; after 10 s (the outbox runs every 40 ms, late on a
 * loaded machine) fails saying what it waited for.
 */
const until = <T>(what: string, check: () => Promise<T | undefined | null | false>): Promise<T> =>
  vi.waitFor(
    async () => {
      const v = await check();
      if (!v) throw new Error(`still waiting for ${what}`);
      return v;
    },
    { timeout: 10_000, interval: 25 },
  );

const outboxRow = (t: TestApp, inquiryId: number) =>
  t.db.selectFrom('notificationOutbox').selectAll().where('inquiryId', '=', inquiryId).executeTakeFirst();

beforeEach(async () => {
  ahead = 0;
  smtp = await startTestSmtp();
});
afterEach(async () => {
  for (const t of open.splice(0)) await t.close();
  await smtp.stop();
});

describe('a new inquiry e-mails staff', () => {
  it('delivers every field, Reply-To the sender, a link to the inquiry and the outbox Message-ID', async () => {
    const t = await app();
    const res = await t.request('POST', '/api/contact', { body: message });
    expect(res.status).toBe(201);
    const [mail] = await smtp.waitFor(1);
    expect(mail.envelope.to.sort()).toEqual([...STAFF].sort());
    expect(mail.envelope.from).toBe('no-reply@savannah.test');
    expect(mail.header('subject')).toBe('New inquiry from Wanjiku Kamau: Prefab Units');
    expect(mail.header('reply-to')).toBe('Wanjiku Kamau <wanjiku@example.co.ke>');
    expect(mail.header('from')).toBe('Savannah Website <no-reply@savannah.test>');
    expect(mail.header('auto-submitted')).toBe('auto-generated');
    const row = await until(
      'the outbox row to be sent',
      async () => (await outboxRow(t, res.json.id))?.status === 'sent' && outboxRow(t, res.json.id),
    );
    expect(mail.header('message-id')).toBe(row!.messageId);
    expect(row!.messageId).toMatch(new RegExp(`^<inquiry-${res.json.id}\\.[0-9a-f]{12}@savannah\\.test>$`));
    expect(row!.smtpResponse).toMatch(/^250 /);
    // Plain text and HTML parts, each with every field and the admin link.
    expect(mail.header('content-type')).toMatch(/^multipart\/alternative/);
    const body = mail.raw
      .replace(/=\r\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, h) => String.fromCharCode(parseInt(h, 16)));
    expect(body).toContain('Content-Type: text/plain');
    expect(body).toContain('Content-Type: text/html');
    for (const v of [
      'Wanjiku Kamau',
      'wanjiku@example.co.ke',
      '+254 711 222 333',
      'Machakos Academy',
      'Prefab Units',
      'KSh 1M - 3M',
      'Phone',
      'Before March',
      'two-classroom prefab block',
    ]) {
      expect(body).toContain(v);
    }
    expect(body).toContain(`http://localhost:3999/admin/inquiries?id=${res.json.id}`);
    expect(body).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2} \(Nairobi time\)/);

    const cookie = await t.login();
    const list = await t.request('GET', '/api/admin/inquiries', { cookie });
    expect(list.json.items[0].notification).toMatchObject({ state: 'sent', attempts: 1, lastError: null });
    expect((await t.request('GET', '/api/admin/notifications/status', { cookie })).json).toMatchObject({
      state: 'ok',
      queued: 0,
      failing: 0,
    });
    // Sent once: more passes of the worker send nothing again.
    await t.notifications.worker.tick();
    expect(smtp.received).toHaveLength(1);
  });

  it('gives the time on the clock of the time zone set in Settings', async () => {
    const t = await app();
    const cookie = await t.login();
    const set = await t.request('PUT', '/api/admin/settings', { cookie, body: { timeZone: 'Europe/London' } });
    expect(set.status, set.text).toBe(200);
    expect((await t.request('POST', '/api/contact', { body: message })).status).toBe(201);
    const [mail] = await smtp.waitFor(1);
    const now = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', dateStyle: 'short' }).format(new Date());
    expect(mail.raw).toMatch(new RegExp(`${now} \\d{2}:\\d{2} \\(London time\\)`));
  });

  it('answers the visitor before a slow SMTP server has accepted the message', async () => {
    const t = await app();
    // The server accepts nothing until released: the answer below can only come first if it does not wait for SMTP.
    smtp.hold();
    const res = await t.request('POST', '/api/contact', { body: message });
    expect(res.status).toBe(201);
    expect(smtp.received).toHaveLength(0);
    smtp.release();
    await smtp.waitFor(1);
  });

  it('signs in to the SMTP server with the user and password of SMTP_URL', async () => {
    await smtp.stop();
    smtp = await startTestSmtp({ auth: { user: 'site@savannah.test', pass: 'p@ss:word/1' } });
    const t = await app();
    expect((await t.request('POST', '/api/contact', { body: message })).status).toBe(201);
    const [mail] = await smtp.waitFor(1);
    // The server takes mail only from a signed-in client; the user it saw is the one SMTP_URL names.
    expect(mail.user).toBe('site@savannah.test');
    expect(mail.header('subject')).toBe('New inquiry from Wanjiku Kamau: Prefab Units');
  });

  it('sends nothing for messages in Spam, and nothing when SMTP_URL is unset (the admin says so)', async () => {
    const t = await app();
    const spam = await t.request('POST', '/api/contact', {
      body: { ...message, website: 'http://cheap-pills.example' },
    });
    expect(spam.status).toBe(201);
    expect(await outboxRow(t, spam.json.id)).toBeUndefined();
    const off = await app({ mail: undefined });
    const res = await off.request('POST', '/api/contact', { body: message });
    expect(res.status).toBe(201);
    expect(await outboxRow(off, res.json.id)).toBeUndefined();
    const cookie = await off.login();
    expect((await off.request('GET', '/api/admin/inquiries', { cookie })).json.items[0].notification).toBeNull();
    expect((await off.request('GET', '/api/admin/notifications/status', { cookie })).json.state).toBe('off');
    await t.notifications.worker.tick();
    expect(smtp.received).toHaveLength(0);
  });
});

describe('when SMTP fails', () => {
  it('keeps the message queued through an outage, shows it failing, and delivers it exactly once when SMTP returns', async () => {
    const port = smtp.port;
    await smtp.stop();
    const t = await app();
    const cookie = await t.login();
    const res = await t.request('POST', '/api/contact', { body: message });
    expect(res.status).toBe(201);
    const failed = await until('a first attempt at sending', async () => {
      const row = await outboxRow(t, res.json.id);
      return row && row.attempts > 0 && row;
    });
    expect(failed.status).toBe('queued');
    expect(failed.lastError).toMatch(/ECONNREFUSED/);
    // Retried no later than 30 s after the failure.
    expect(new Date(failed.nextAttemptAt).getTime() - new Date(failed.lastAttemptAt!).getTime()).toBeLessThanOrEqual(
      30_000,
    );
    const item = (await t.request('GET', '/api/admin/inquiries', { cookie })).json.items[0];
    expect(item.notification).toMatchObject({ state: 'failing', lastError: expect.stringMatching(/ECONNREFUSED/) });
    const status = (await t.request('GET', '/api/admin/notifications/status', { cookie })).json;
    expect(status).toMatchObject({
      state: 'failing',
      queued: 1,
      failing: 1,
      lastError: expect.stringMatching(/ECONNREFUSED/),
    });
    // Not retried before it is due.
    const attempts = failed.attempts;
    await t.notifications.worker.tick();
    expect((await outboxRow(t, res.json.id))!.attempts).toBe(attempts);

    smtp = await startTestSmtp({ port });
    ahead = 31_000;
    await smtp.waitFor(1);
    await until('the outbox row to be sent', async () => (await outboxRow(t, res.json.id))?.status === 'sent');
    for (let i = 0; i < 5; i++) await t.notifications.worker.tick();
    ahead = 10 * 60_000;
    await t.notifications.worker.tick();
    expect(smtp.received).toHaveLength(1);
    expect((await t.request('GET', '/api/admin/notifications/status', { cookie })).json).toMatchObject({
      state: 'ok',
      queued: 0,
      failing: 0,
    });
  });

  it('shows the SMTP server’s own answer when it refuses for now, and retries', async () => {
    smtp.reject(451, 'Mailbox busy, try again later');
    const t = await app();
    const res = await t.request('POST', '/api/contact', { body: message });
    const failed = await until('the SMTP refusal on the outbox row', async () => {
      const row = await outboxRow(t, res.json.id);
      return row?.lastError ? row : undefined;
    });
    expect(failed.lastError).toMatch(/451 Mailbox busy, try again later/);
    smtp.accept();
    ahead = 31_000;
    await smtp.waitFor(1);
  });

  it('sends what was queued before a restart, once', async () => {
    const port = smtp.port;
    await smtp.stop();
    const first = await app({ keepData: true });
    const res = await first.request('POST', '/api/contact', { body: message });
    await until('a first attempt at sending', async () => ((await outboxRow(first, res.json.id))?.attempts ?? 0) > 0);
    await first.close();
    open.splice(open.indexOf(first), 1);

    smtp = await startTestSmtp({ port });
    ahead = 31_000;
    const second = await app({ sameDataAs: first });
    try {
      const [mail] = await smtp.waitFor(1);
      expect(mail.header('subject')).toBe('New inquiry from Wanjiku Kamau: Prefab Units');
      await until('the outbox row to be sent', async () => (await outboxRow(second, res.json.id))?.status === 'sent');
      await second.notifications.worker.tick();
      expect(smtp.received).toHaveLength(1);
    } finally {
      await second.close();
      open.splice(open.indexOf(second), 1);
      rmSync(first.config.dataDir, { recursive: true, force: true });
    }
  });
});

describe('header injection', () => {
  it('refuses line breaks in every field that reaches a header', async () => {
    const t = await app();
    for (const [field, label] of [
      ['name', 'Name'],
      ['phone', 'Phone'],
      ['company', 'Company'],
      ['serviceInterest', 'Service interest'],
      ['budgetRange', 'Budget range'],
      ['preferredContactMethod', 'Preferred contact method'],
      ['projectTimeline', 'Project timeline'],
    ]) {
      const res = await t.request('POST', '/api/contact', { body: { ...message, [field]: 'A\r\nBcc: v@evil.test' } });
      expect(res.status, field).toBe(400);
      expect(res.json.issues).toEqual([{ field, path: [field], message: `${label} must be on one line` }]);
    }
    const email = await t.request('POST', '/api/contact', {
      body: { ...message, email: 'eve@evil.test\r\nBcc: victim@evil.test' },
    });
    expect(email.status).toBe(400);
    expect(email.json.issues).toEqual([
      { field: 'email', path: ['email'], message: 'Please enter a valid email address' },
    ]);
    expect(await t.db.selectFrom('contactInquiries').select('id').execute()).toEqual([]);
  });

  it('adds no recipient even from a stored row that holds header text', async () => {
    const t = await app();
    // Straight into the table, past validation: rows stored before the rule, or by a future bug.
    const created = new Date().toISOString();
    const { id } = await t.db
      .insertInto('contactInquiries')
      .values({
        name: 'Eve\r\nBcc: victim@evil.test\r\nTo: other@evil.test',
        email: 'eve@evil.test>, victim@evil.test',
        phone: null,
        company: 'Evil\nCc: third@evil.test',
        message: 'Hello\r\n\r\nBcc: fourth@evil.test',
        serviceInterest: 'interior\r\nCc: fifth@evil.test',
        budgetRange: null,
        preferredContactMethod: null,
        projectTimeline: null,
        status: 'new',
        spamReason: null,
        sourceKey: null,
        createdAt: created,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('notificationOutbox')
      .values({
        inquiryId: id,
        messageId: `<inquiry-${id}.x@savannah.test>`,
        status: 'queued',
        nextAttemptAt: created,
        createdAt: created,
      })
      .execute();
    await t.notifications.worker.tick();
    const [mail] = await smtp.waitFor(1);
    expect(mail.envelope.to.sort()).toEqual([...STAFF].sort());
    expect(mail.headers.has('bcc')).toBe(false);
    expect(mail.headers.has('cc')).toBe(false);
    expect(mail.headers.get('to')).toEqual(['sales@savannah.test, office@savannah.test']);
    expect(mail.header('subject')).toBe(
      'New inquiry from Eve Bcc: victim@evil.test To: other@evil.test: interior Cc: fifth@evil.test',
    );
    // Not a single address: no Reply-To rather than a list.
    expect(mail.headers.has('reply-to')).toBe(false);
  });
});

describe("encoded text in a visitor's name", () => {
  /** What a mail client shows of a header: its MIME encoded-words decoded (RFC 2047, B and Q). */
  const asShown = (header: string) =>
    header.replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_, _charset: string, enc: string, text: string) =>
      enc.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (__, h: string) => String.fromCharCode(parseInt(h, 16))),
    );

  it('never reaches the Subject as an encoded-word a mail client would decode into a second header line', async () => {
    const t = await app();
    const hidden = Buffer.from('\r\nBcc: victim@evil.test').toString('base64');
    const res = await t.request('POST', '/api/contact', {
      body: { ...message, name: `Eve =?UTF-8?B?${hidden}?=`, serviceInterest: undefined },
    });
    expect(res.status, res.text).toBe(201);
    const [mail] = await smtp.waitFor(1);
    const shown = asShown(mail.header('subject') ?? '');
    expect(shown).not.toMatch(/[\r\n]/);
    expect(shown).not.toContain('Bcc:');
    expect(shown).toContain('Eve');
  });
});

describe('admin Settings', () => {
  it('overrides NOTIFY_TO with recipients stored in the database, and back', async () => {
    const t = await app();
    const cookie = await t.login();
    const initial = await t.request('GET', '/api/admin/notifications/settings', { cookie });
    expect(initial.json).toEqual({
      recipients: [],
      defaultRecipients: STAFF,
      effectiveRecipients: STAFF,
      smtp: { configured: true, server: `smtp://127.0.0.1:${smtp.port}`, from: FROM },
    });
    const bad = await t.request('PUT', '/api/admin/notifications/settings', {
      cookie,
      body: { recipients: ['ok@savannah.test', 'not an address'] },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.issues).toEqual([
      { field: 'recipients.1', path: ['recipients', 1], message: 'must be an e-mail address' },
    ]);
    const saved = await t.request('PUT', '/api/admin/notifications/settings', {
      cookie,
      body: { recipients: [' Grace@Savannah.test ', 'grace@savannah.test', 'ops@savannah.test'] },
    });
    expect(saved.status).toBe(200);
    expect(saved.json.effectiveRecipients).toEqual(['grace@savannah.test', 'ops@savannah.test']);
    await t.request('POST', '/api/contact', { body: message });
    const [mail] = await smtp.waitFor(1);
    expect(mail.envelope.to).toEqual(['grace@savannah.test', 'ops@savannah.test']);
    const cleared = await t.request('PUT', '/api/admin/notifications/settings', { cookie, body: { recipients: [] } });
    expect(cleared.json.effectiveRecipients).toEqual(STAFF);
  });

  it('sends a test e-mail and shows the SMTP answer, accepted or refused', async () => {
    const t = await app();
    const cookie = await t.login();
    const ok = await t.request('POST', '/api/admin/notifications/test', { cookie, body: {} });
    expect(ok.status).toBe(200);
    expect(ok.json).toEqual({ ok: true, to: STAFF, response: expect.stringMatching(/^250 .*accepted/) });
    expect(smtp.received[0].header('subject')).toBe('Test e-mail from the localhost:3999 admin');
    smtp.reject(550, 'Relaying denied');
    const refused = await t.request('POST', '/api/admin/notifications/test', {
      cookie,
      body: { to: 'grace@savannah.test' },
    });
    expect(refused.json).toEqual({
      ok: false,
      to: ['grace@savannah.test'],
      response: expect.stringMatching(/550 Relaying denied/),
    });
    expect(
      (await t.request('POST', '/api/admin/notifications/test', { cookie, body: { to: 'nope' } })).json.error,
    ).toBe('to: must be an e-mail address');
  });

  it('says when nobody would receive the mail, or mail is off', async () => {
    const t = await app({ mail: { smtpUrl: smtp.url, notifyTo: [], from: FROM } });
    const cookie = await t.login();
    expect((await t.request('GET', '/api/admin/notifications/status', { cookie })).json.state).toBe('no-recipients');
    const none = await t.request('POST', '/api/admin/notifications/test', { cookie, body: {} });
    expect(none.status).toBe(400);
    expect(none.json.error).toMatch(/Nobody to notify/);
    const res = await t.request('POST', '/api/contact', { body: message });
    const row = await until('the reason on the outbox row', async () => {
      const r = await outboxRow(t, res.json.id);
      return r?.lastError ? r : undefined;
    });
    expect(row.lastError).toMatch(/Nobody to notify/);
    // Adding a recipient sends the waiting message at once.
    await t.request('PUT', '/api/admin/notifications/settings', {
      cookie,
      body: { recipients: ['grace@savannah.test'] },
    });
    ahead = 31_000;
    const [mail] = await smtp.waitFor(1);
    expect(mail.envelope.to).toEqual(['grace@savannah.test']);

    const off = await app({ mail: undefined });
    const offCookie = await off.login();
    const test = await off.request('POST', '/api/admin/notifications/test', { cookie: offCookie, body: {} });
    expect(test.status).toBe(409);
    expect(test.json.error).toMatch(/SMTP_URL/);
  });
});
