import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ContactDetailsDetail, ContactDetailsInput } from '../../contracts/contact-details';
import type { ReviewQueueAnswer } from '../../contracts/reviews';
import { databaseTarget, siteMigrations } from '../../app/database';
import { contactDefaults } from '../../site-config/company';
import { createTestApp, type TestApp } from '../../tests/support/api';
import { testDatabase, testEngine } from '../../tests/support/database';
import { openDatabase } from '../db';
import { createLiveContactDetails } from './details';
import { MIGRATED_BY } from './migrations';

/**
 * The contact details are a document of the core: a draft the site does not
 * show, a publish it shows on every page and in the public API, revisions to
 * compare and restore, "publish at…", and review, like pages and the navigation.
 */
let t: TestApp;
let admin: string;
beforeEach(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterEach(() => t.close());

const detail = async () =>
  (await t.request('GET', '/api/admin/contact', { cookie: admin })).json as ContactDetailsDetail;
const publicDetails = async () => (await t.request('GET', '/api/contact-details')).json;
/** Saves the details with another WhatsApp number as a draft; answers the new version. */
async function draftWith(whatsapp: string): Promise<number> {
  const d = await detail();
  const details: ContactDetailsInput = { ...(d.draft ?? d.published), whatsapp };
  const res = await t.request('PUT', '/api/admin/contact/draft', {
    cookie: admin,
    body: { details, baseVersion: d.version },
  });
  expect(res.status, res.text).toBe(200);
  return res.json.version;
}

describe(`the contact details document (${testEngine()})`, () => {
  it('a draft stays off the site; its publish reaches the public API and every page, and is kept as a revision', async () => {
    expect((await detail()).isDefault).toBe(true);
    const version = await draftWith('0722 111 222');
    expect(await publicDetails()).toMatchObject({ whatsapp: contactDefaults.whatsapp });
    const published = await t.request('POST', '/api/admin/contact/publish', {
      cookie: admin,
      body: { baseVersion: version },
    });
    expect(published.status, published.text).toBe(200);
    expect(await publicDetails()).toMatchObject({ whatsapp: '+254 722 111 222' });
    expect((await t.request('GET', '/about')).text).toContain('254722111222');
    const revisions = (await t.request('GET', '/api/admin/contact/revisions', { cookie: admin })).json.items;
    expect(revisions).toEqual([
      { version: published.json.version, number: 1, publishedAt: expect.any(String), publishedBy: 'admin' },
    ]);
    // A stale base is the core's one 409.
    const stale = await t.request('PUT', '/api/admin/contact/draft', {
      cookie: admin,
      body: { details: contactDefaults, baseVersion: version },
    });
    expect(stale.status).toBe(409);
  });

  it('refuses to publish a draft with problems, naming each field; the draft is kept all the same', async () => {
    const d = await detail();
    const saved = await t.request('PUT', '/api/admin/contact/draft', {
      cookie: admin,
      body: { details: { ...d.published, email: 'not an address' }, baseVersion: d.version },
    });
    expect(saved.status).toBe(200);
    expect(saved.json.issues).toEqual([{ path: ['email'], message: 'must be a valid e-mail address' }]);
    const refused = await t.request('POST', '/api/admin/contact/publish', {
      cookie: admin,
      body: { baseVersion: saved.json.version },
    });
    expect(refused.status).toBe(400);
    expect(refused.json.error).toMatch(/email: must be a valid e-mail address/);
    expect((await detail()).draft).toMatchObject({ email: 'not an address' });
  });

  it('admin Settings’ PUT is a publish of the core: in the history, compared, and restored from', async () => {
    const {
      id: _id,
      updatedAt: _u,
      ...record
    } = (await t.request('GET', '/api/admin/contact-details', { cookie: admin })).json;
    const put = await t.request('PUT', '/api/admin/contact-details', {
      cookie: admin,
      body: { ...record, city: 'Mombasa' },
    });
    expect(put.status, put.text).toBe(200);
    expect(put.json).toMatchObject({ id: 1, city: 'Mombasa' });
    const first = (await detail()).version;
    await t.request('PUT', '/api/admin/contact-details', { cookie: admin, body: { ...record, city: 'Kisumu' } });
    const compared = await t.request('GET', `/api/admin/contact/compare?from=${first}&to=live`, { cookie: admin });
    expect(compared.status, compared.text).toBe(200);
    expect(compared.json.changes).toEqual([
      expect.objectContaining({ path: ['city'], change: 'changed', before: 'Mombasa', after: 'Kisumu' }),
    ]);
    const d = await detail();
    const restored = await t.request('POST', '/api/admin/contact/restore', {
      cookie: admin,
      body: { version: first, baseVersion: d.version },
    });
    expect(restored.status, restored.text).toBe(200);
    expect((await detail()).draft).toMatchObject({ city: 'Mombasa' });
    expect(await publicDetails()).toMatchObject({ company_name: contactDefaults.companyName });
  });

  it('publishes at a time: the scheduled version goes live when the scheduler reaches it', async () => {
    const version = await draftWith('0733 444 555');
    const at = new Date(Date.now() + 5 * 60_000).toISOString();
    const scheduled = await t.request('POST', '/api/admin/contact/publish', {
      cookie: admin,
      body: { baseVersion: version, at },
    });
    expect(scheduled.status, scheduled.text).toBe(202);
    expect((await detail()).scheduledAt).toBe(at);
    expect(await t.server.scheduler.publishDue(Date.now() + 60_000)).toEqual([]);
    expect(await t.server.scheduler.publishDue(Date.now() + 6 * 60_000)).toEqual(['contact']);
    expect(await publicDetails()).toMatchObject({ whatsapp: '+254 733 444 555' });
    expect((await detail()).scheduledAt).toBeNull();
  });

  it('goes through review like the other kinds: the queue names it and where staff edit it', async () => {
    expect(
      (await t.request('PUT', '/api/admin/settings', { cookie: admin, body: { reviewBeforePublish: true } })).status,
    ).toBe(200);
    const version = await draftWith('0744 000 111');
    const submitted = await t.request('POST', '/api/admin/contact/review', {
      cookie: admin,
      body: { baseVersion: version },
    });
    expect(submitted.status, submitted.text).toBe(200);
    const queue = (await t.request('GET', '/api/admin/reviews', { cookie: admin })).json as ReviewQueueAnswer;
    expect(queue.items).toEqual([
      expect.objectContaining({
        kind: 'contact',
        key: 'site',
        title: 'Contact details',
        where: 'Footer, chat button and contact page',
        editAt: '/admin/settings',
        live: true,
        state: 'waiting',
      }),
    ]);
    const compared = await t.request('GET', '/api/admin/contact/compare?from=live&to=draft', { cookie: admin });
    expect(compared.json.changes).toEqual([expect.objectContaining({ path: ['whatsapp'], after: '0744 000 111' })]);
    expect(
      (await t.request('POST', '/api/admin/contact/publish', { cookie: admin, body: { baseVersion: version } })).status,
    ).toBe(200);
    expect(((await t.request('GET', '/api/admin/reviews', { cookie: admin })).json as ReviewQueueAnswer).items).toEqual(
      [],
    );
  });

  it('stays an admin’s to change: an editor reads them but writes nothing', async () => {
    await t.request('POST', '/api/admin/users', {
      cookie: admin,
      body: { username: 'akinyi', password: 'editor-pass-1', role: 'editor' },
    });
    const editor = await t.login('akinyi', 'editor-pass-1');
    expect((await t.request('GET', '/api/admin/contact', { cookie: editor })).status).toBe(200);
    const d = await detail();
    const refused = await t.request('PUT', '/api/admin/contact/draft', {
      cookie: editor,
      body: { details: d.published, baseVersion: d.version },
    });
    expect(refused.status).toBe(403);
  });
});

describe(`the move of the contact details into the core (${testEngine()})`, () => {
  it('the stored record becomes the published document with its revision, and the old table goes', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'contact-migration-'));
    const target = databaseTarget({ dataDir: dir, ...testDatabase() });
    const { '0350_contact_details_document': move, ...earlier } = siteMigrations;
    expect(move).toBeDefined();
    try {
      // The database as the last release left it: the record as staff saved it in Settings.
      const before = await openDatabase(target, earlier);
      await sql`INSERT INTO contact_details (id, company_name, email, phone, whatsapp, address_line1, city, monday_friday, business_hours, updated_at)
        VALUES (1, 'Savannah Build Ltd', 'info@savannah.example', '+254 700 000 001', '+254 711 222 333', 'Mombasa Road', 'Nairobi',
        '8 AM - 5 PM', 'Monday - Friday: 8 AM - 5 PM', '2026-10-01T09:00:00.000Z')`.execute(before.db);
      await before.close();
      const after = await openDatabase(target, siteMigrations);
      try {
        const row = await after.db
          .selectFrom('documents')
          .selectAll()
          .where('kind', '=', 'contact')
          .executeTakeFirstOrThrow();
        expect(row).toMatchObject({
          key: 'site',
          version: 1,
          draft: null,
          updatedAt: '2026-10-01T09:00:00.000Z',
          updatedBy: MIGRATED_BY,
        });
        const revisions = await after.db
          .selectFrom('documentRevisions')
          .selectAll()
          .where('documentId', '=', row.id)
          .execute();
        expect(revisions).toEqual([
          expect.objectContaining({ version: 1, document: row.published, publishedBy: MIGRATED_BY }),
        ]);
        const live = createLiveContactDetails(after.db, contactDefaults);
        expect(await live.load()).toMatchObject({
          companyName: 'Savannah Build Ltd',
          whatsapp: '+254 711 222 333',
          city: 'Nairobi',
          companyTagline: null,
          mondayFriday: '8 AM - 5 PM',
          updatedAt: '2026-10-01T09:00:00.000Z',
        });
        expect(live.problems()).toEqual([]);
        const tables = (await after.db.introspection.getTables()).map((tb) => tb.name);
        expect(tables).not.toContain('contact_details');
      } finally {
        await after.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a database that never stored a record shows the defaults, and its own counter is gone: a publish is a change of the feed', async () => {
    expect(await publicDetails()).toMatchObject({ company_name: contactDefaults.companyName });
    const { db } = t.server.deps;
    const tables = (await db.introspection.getTables()).map((tb) => tb.name);
    expect(tables).not.toContain('contact_details');
    expect(t.server.deps.contactDetails).not.toHaveProperty('version');
    expect(t.server.deps.contactDetails).not.toHaveProperty('update');
    const before = await sql<{ n: number }>`SELECT count(*) AS n FROM content_changes WHERE kind = 'contact'`.execute(
      db,
    );
    await t.request('POST', '/api/admin/contact/publish', {
      cookie: admin,
      body: { baseVersion: await draftWith('0755 000 222') },
    });
    const after = await sql<{ n: number }>`SELECT count(*) AS n FROM content_changes WHERE kind = 'contact'`.execute(
      db,
    );
    expect(Number(after.rows[0]!.n)).toBe(Number(before.rows[0]!.n) + 1);
  });
});
