import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PageDetail, PageDocument } from '../../contracts/pages';
import { createTestApp, type TestApp } from '../../tests/support/api';
import { testEngine } from '../../tests/support/database';
import { startTestSmtp, type ReceivedMail, type TestSmtp } from '../../tests/support/smtp';

/**
 * Review before publish tells people: a submission e-mails every admin, a
 * draft sent back or published e-mails the editor who submitted it, through
 * the notification outbox to a real SMTP server; anyone may turn these
 * e-mails off for themselves.
 */
const PAGE = '/services/containers/public';
const q = (path: string) => `?path=${encodeURIComponent(path)}`;
const FROM = 'Savannah Website <no-reply@savannah.test>';

let smtp: TestSmtp;
let t: TestApp;
let admin: string;
let editor: string;

beforeEach(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({
    mail: { smtpUrl: smtp.url, notifyTo: ['office@savannah.test'], from: FROM },
    outbox: { intervalMs: 40 },
  });
  admin = await t.login();
  const made = await t.request('POST', '/api/admin/users', {
    cookie: admin,
    body: { username: 'akinyi', password: 'editor-pass-1', role: 'editor' },
  });
  expect(made.status).toBe(201);
  editor = await t.login('akinyi', 'editor-pass-1');
  expect((await me(admin, { email: 'owner@savannah.test' })).status).toBe(200);
  expect((await me(editor, { email: 'akinyi@savannah.test' })).status).toBe(200);
  expect(
    (await t.request('PUT', '/api/admin/settings', { cookie: admin, body: { reviewBeforePublish: true } })).status,
  ).toBe(200);
});
afterEach(async () => {
  await t.close();
  await smtp.stop();
});

const me = (cookie: string, body: unknown) => t.request('PATCH', '/api/admin/me', { cookie, body });
const detail = async (cookie = editor) =>
  (await t.request('GET', `/api/admin/page${q(PAGE)}`, { cookie })).json as PageDetail;
async function edit(heading: string, cookie = editor): Promise<number> {
  const d = await detail(cookie);
  const page = structuredClone(d.draft ?? d.published!) as PageDocument;
  (page.blocks[1]!.props as { heading: string }).heading = heading;
  const res = await t.request('PUT', `/api/admin/page/draft${q(PAGE)}`, {
    cookie,
    body: { page, baseVersion: d.version },
  });
  expect(res.status, res.text).toBe(200);
  return res.json.version;
}
const submit = (baseVersion: number, cookie = editor) =>
  t.request('POST', `/api/admin/page/review${q(PAGE)}`, { cookie, body: { baseVersion } });

/** The message's text with quoted-printable soft breaks and escapes undone. */
const body = (mail: ReceivedMail) =>
  mail.raw.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h) => String.fromCharCode(Number.parseInt(h, 16)));

/** Every outbox row has gone out: nothing waits that a later pass could still send. */
const allSent = () =>
  expect
    .poll(async () => (await t.db.selectFrom('notificationOutbox').select('status').execute()).map((r) => r.status), {
      timeout: 10_000,
    })
    .not.toContain('queued');

describe(`review e-mails (${testEngine()})`, () => {
  it('a submission e-mails each admin: what, who, and a link to the review queue', async () => {
    const version = await edit('Container offices from KSh 450,000');
    expect((await submit(version)).status).toBe(200);
    const [mail] = await smtp.waitFor(1);
    expect(mail!.envelope.to).toEqual(['owner@savannah.test']);
    expect(mail!.header('subject')).toMatch(/^For review: .+ \(\/services\/containers\/public\), from akinyi$/);
    expect(mail!.header('from')).toBe(FROM);
    expect(mail!.header('auto-submitted')).toBe('auto-generated');
    // The mail arrives before the outbox has heard the server's answer and marked its row sent.
    await expect
      .poll(
        async () =>
          (await t.db.selectFrom('notificationOutbox').select('messageId').where('status', '=', 'sent').execute()).map(
            (r) => r.messageId,
          ),
        { timeout: 10_000, interval: 20, message: 'the message ids of the outbox rows marked sent' },
      )
      .toEqual([mail!.header('message-id')]);
    const text = body(mail!);
    expect(text).toContain('akinyi submitted');
    expect(text).toContain('/services/containers/public');
    expect(text).toContain('http://localhost:3999/admin/reviews');
    await allSent();
    expect(smtp.received).toHaveLength(1);
  });

  it('sending back e-mails the editor who submitted, with the comment', async () => {
    const version = await edit('Prices from KSh 450,000');
    expect((await submit(version)).status).toBe(200);
    await smtp.waitFor(1);
    const back = await t.request('POST', `/api/admin/page/review/send-back${q(PAGE)}`, {
      cookie: admin,
      body: { baseVersion: version, comment: 'The price went up in January: KSh 480,000.' },
    });
    expect(back.status, back.text).toBe(200);
    const [, mail] = await smtp.waitFor(2);
    expect(mail!.envelope.to).toEqual(['akinyi@savannah.test']);
    expect(mail!.header('subject')).toMatch(/^Sent back: .+ \(\/services\/containers\/public\), by admin$/);
    const text = body(mail!);
    expect(text).toContain('The price went up in January: KSh 480,000.');
    expect(text).toContain(`http://localhost:3999/admin/pages/edit?path=${encodeURIComponent(PAGE)}`);
  });

  it('publishing a submitted draft e-mails the editor who submitted it', async () => {
    const version = await edit('Prices from KSh 480,000');
    expect((await submit(version)).status).toBe(200);
    await smtp.waitFor(1);
    const res = await t.request('POST', `/api/admin/page/publish${q(PAGE)}`, {
      cookie: admin,
      body: { baseVersion: version },
    });
    expect(res.status, res.text).toBe(200);
    const [, mail] = await smtp.waitFor(2);
    expect(mail!.envelope.to).toEqual(['akinyi@savannah.test']);
    expect(mail!.header('subject')).toMatch(/^Published: .+ \(\/services\/containers\/public\), by admin$/);
    await allSent();
    expect(smtp.received).toHaveLength(2);
  });

  it('a submitted draft an admin scheduled e-mails its editor when it goes live', async () => {
    const version = await edit('Prices from KSh 500,000 from Monday');
    expect((await submit(version)).status).toBe(200);
    await smtp.waitFor(1);
    const at = new Date(Date.now() + 5 * 60_000).toISOString();
    const scheduled = await t.request('POST', `/api/admin/page/publish${q(PAGE)}`, {
      cookie: admin,
      body: { baseVersion: version, at },
    });
    expect(scheduled.status, scheduled.text).toBe(202);
    expect(await t.server.scheduler.publishDue(Date.now() + 6 * 60_000)).toEqual([PAGE]);
    const [, mail] = await smtp.waitFor(2);
    expect(mail!.envelope.to).toEqual(['akinyi@savannah.test']);
    expect(mail!.header('subject')).toMatch(
      /^Published: .+ \(\/services\/containers\/public\), by admin \(scheduled\)$/,
    );
  });

  it('the navigation is named as such, and its link is the navigation editor', async () => {
    const nav = (await t.request('GET', '/api/admin/navigation', { cookie: editor })).json;
    const saved = await t.request('PUT', '/api/admin/navigation/draft', {
      cookie: editor,
      body: { navigation: nav.draft ?? nav.published, baseVersion: nav.version },
    });
    expect(saved.status, saved.text).toBe(200);
    const sub = await t.request('POST', '/api/admin/navigation/review', {
      cookie: editor,
      body: { baseVersion: saved.json.version },
    });
    expect(sub.status, sub.text).toBe(200);
    const [mail] = await smtp.waitFor(1);
    expect(mail!.header('subject')).toBe('For review: Navigation, from akinyi');
  });

  it('nobody who turned review e-mails off gets one; the others still do', async () => {
    const second = await t.request('POST', '/api/admin/users', {
      cookie: admin,
      body: { username: 'wambui', password: 'admin-pass-12', role: 'admin' },
    });
    expect(second.status).toBe(201);
    const wambui = await t.login('wambui', 'admin-pass-12');
    expect((await me(wambui, { email: 'wambui@savannah.test' })).status).toBe(200);
    const off = await me(admin, { reviewEmails: false });
    expect(off.status, off.text).toBe(200);
    expect(off.json.admin).toMatchObject({ email: 'owner@savannah.test', reviewEmails: false });
    expect((await me(editor, { reviewEmails: false })).status).toBe(200);

    const version = await edit('Prices from KSh 490,000');
    expect((await submit(version)).status).toBe(200);
    const [mail] = await smtp.waitFor(1);
    expect(mail!.envelope.to).toEqual(['wambui@savannah.test']);
    // Sent back and published: the editor turned them off, so neither is queued at all.
    const back = await t.request('POST', `/api/admin/page/review/send-back${q(PAGE)}`, {
      cookie: wambui,
      body: { baseVersion: version, comment: 'Not yet' },
    });
    expect(back.status).toBe(200);
    await allSent();
    expect(await t.db.selectFrom('notificationOutbox').select('id').execute()).toHaveLength(1);
    expect(smtp.received).toHaveLength(1);
    expect((await t.request('GET', '/api/admin/me', { cookie: editor })).json.admin).toMatchObject({
      reviewEmails: false,
    });
  });

  it('the own-account setting is checked: an address that is one, a yes or no', async () => {
    for (const bad of [
      { email: 'not an address' },
      { email: 'a@b.test\r\nBcc: x@y.test' },
      { reviewEmails: 'no' },
      {},
    ]) {
      const res = await me(editor, bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
    expect((await me(editor, { email: null })).json.admin).toMatchObject({ email: null, reviewEmails: true });
  });
});
