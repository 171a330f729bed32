import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/support/api';
import { testEngine } from '../../tests/support/database';

/**
 * The site's time zone: Nairobi until an admin chooses another in Settings;
 * only zones the server knows are kept; every admin screen and the CSV
 * export read it.
 */
let t: TestApp;
let cookie: string;
beforeEach(async () => {
  t = await createTestApp();
  cookie = await t.login();
});
afterEach(() => t.close());

const put = (timeZone: unknown, as = cookie) =>
  t.request('PUT', '/api/admin/settings', { cookie: as, body: { timeZone } });
const zone = async (as = cookie) => (await t.request('GET', '/api/admin/settings', { cookie: as })).json.timeZone;

describe(`the site's time zone (${testEngine()})`, () => {
  it('is Nairobi until an admin saves another; a valid zone is kept', async () => {
    // Seeded by the migration, in the database like the other settings.
    const row = await t.db
      .selectFrom('appSettings')
      .select('value')
      .where('key', '=', 'site.timeZone')
      .executeTakeFirst();
    expect(row?.value).toBe('"Africa/Nairobi"');
    expect(await zone()).toBe('Africa/Nairobi');
    const saved = await put(' Europe/London ');
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json).toEqual({ timeZone: 'Europe/London', reviewBeforePublish: false });
    expect(await zone()).toBe('Europe/London');
    expect((await put('UTC')).status).toBe(200);
    expect(await zone()).toBe('UTC');
  });

  it('refuses a zone the server does not know with a 400 naming the field', async () => {
    for (const bad of ['Mars/Olympus_Mons', 'EAT', '+03:00', '', 42]) {
      const res = await put(bad);
      expect(res.status, String(bad)).toBe(400);
      expect(res.json.issues[0]).toMatchObject({ field: 'timeZone', path: ['timeZone'] });
    }
    expect((await put('Mars/Olympus_Mons')).json.issues[0].message).toMatch(/^is not a time zone the server knows/);
    expect((await t.request('PUT', '/api/admin/settings', { cookie, body: { timeZone: 'UTC', x: 1 } })).status).toBe(
      400,
    );
    expect(await zone()).toBe('Africa/Nairobi');
  });

  it('is read by editors, and changed by admins only (403 for an editor)', async () => {
    const made = await t.request('POST', '/api/admin/users', {
      cookie,
      body: { username: 'akinyi', password: 'editor-pass-1', role: 'editor' },
    });
    expect(made.status).toBe(201);
    const editor = await t.login('akinyi', 'editor-pass-1');
    expect(await zone(editor)).toBe('Africa/Nairobi');
    const refused = await put('Europe/London', editor);
    expect(refused.status).toBe(403);
    expect(refused.json.error).toMatch(/^Only an admin can change the site’s settings/);
    expect(await zone()).toBe('Africa/Nairobi');
    expect((await t.request('GET', '/api/admin/settings')).status).toBe(401);
  });

  it('gives the CSV export its times and the inbox its days', async () => {
    await t.db
      .insertInto('contactInquiries')
      .values({
        name: 'Amina Hassan',
        email: 'amina@example.com',
        phone: null,
        company: null,
        message: 'A quote for a boardroom table, please.',
        serviceInterest: null,
        budgetRange: null,
        preferredContactMethod: null,
        projectTimeline: null,
        status: 'new',
        spamReason: null,
        sourceKey: null,
        // 22:30 on the 10th in London (summer time), already 00:30 on the 11th in Nairobi.
        createdAt: '2026-07-10T21:30:00.000Z',
      })
      .execute();
    const csv = async () => (await t.request('GET', '/api/admin/inquiries/export.csv', { cookie })).text;
    const day = async (d: string) =>
      (await t.request('GET', `/api/admin/inquiries?from=${d}&to=${d}`, { cookie })).json.items.length;
    expect(await csv()).toContain('"Received (Nairobi time)"');
    expect(await csv()).toContain('"2026-07-11 00:30"');
    expect([await day('2026-07-10'), await day('2026-07-11')]).toEqual([0, 1]);

    expect((await put('Europe/London')).status).toBe(200);
    expect(await csv()).toContain('"Received (London time)"');
    expect(await csv()).toContain('"2026-07-10 22:30"');
    expect([await day('2026-07-10'), await day('2026-07-11')]).toEqual([1, 0]);
  });
});
