import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PageDetail, PageDocument, PageListItem } from '../../contracts/pages';
import { createTestApp, type TestApp } from '../../app/testing/api';
import { testEngine } from '../../app/testing/database';

/**
 * "Publish at…": a page's draft goes live at its time, published by exactly
 * one instance; a schedule can be cancelled, is refused when it could not
 * work, and a publish that fails at its time waits for staff with the reason.
 */
const SERVICE = '/services/containers/public';
const q = (path: string) => `?path=${encodeURIComponent(path)}`;
let t: TestApp;
let cookie: string;
const extra: TestApp[] = [];
beforeEach(async () => {
  t = await createTestApp({ keepData: true });
  cookie = await t.login();
});
afterEach(async () => {
  for (const e of extra.splice(0)) await e.close();
  await t.close();
});

const detail = async (path: string) =>
  (await t.request('GET', `/api/admin/page${q(path)}`, { cookie })).json as PageDetail;
const inMinutes = (m: number, from = Date.now()) => new Date(from + m * 60_000).toISOString();
const due = (app: TestApp, minutes: number) => app.server.scheduler.publishDue(Date.now() + minutes * 60_000);

/** Saves a draft of the service page with a new first heading; answers its version. */
async function draftWithHeading(heading: string) {
  const page = await detail(SERVICE);
  const doc = structuredClone(page.draft ?? page.published) as PageDocument;
  (doc.blocks[0].props as { heading?: string; title?: string }).title = heading;
  const saved = await t.request('PUT', `/api/admin/page/draft${q(SERVICE)}`, {
    cookie,
    body: { page: doc, baseVersion: page.version },
  });
  expect(saved.status, saved.text).toBe(200);
  return saved.json.version as number;
}
const schedule = (baseVersion: number, at: string) =>
  t.request('POST', `/api/admin/page/publish${q(SERVICE)}`, { cookie, body: { baseVersion, at } });
const listed = async () =>
  ((await t.request('GET', '/api/admin/pages', { cookie })).json.items as PageListItem[]).find(
    (p) => p.path === SERVICE,
  )!;

describe(`scheduled publishing (${testEngine()})`, () => {
  it('publishes the draft at its time, not before, and the page list shows the schedule meanwhile', async () => {
    const version = await draftWithHeading('Schools Open in January');
    const at = inMinutes(5);
    const scheduled = await schedule(version, at);
    expect(scheduled.status, scheduled.text).toBe(202);
    expect(scheduled.json).toEqual({ scheduledAt: at });
    expect((await listed()).scheduledAt).toBe(at);
    expect(await due(t, 4)).toEqual([]);
    expect((await t.request('GET', SERVICE)).text).not.toContain('Schools Open in January');
    expect(await due(t, 6)).toEqual([SERVICE]);
    expect((await t.request('GET', SERVICE)).text).toContain('Schools Open in January');
    expect((await listed()).scheduledAt).toBeNull();
    const history = (await t.request('GET', `/api/admin/page/history${q(SERVICE)}`, { cookie })).json.items;
    expect(history[0]).toMatchObject({ action: 'publish', by: 'admin (scheduled)' });
  });

  it('exactly one of two instances publishes a due page', async () => {
    const b = await createTestApp({ sameDataAs: t });
    extra.push(b);
    const version = await draftWithHeading('Published once');
    expect((await schedule(version, inMinutes(5))).status).toBe(202);
    const before = (await t.request('GET', `/api/admin/page/revisions${q(SERVICE)}`, { cookie })).json.items.length;
    const [onA, onB] = await Promise.all([due(t, 6), due(b, 6)]);
    expect([...onA, ...onB]).toEqual([SERVICE]);
    const after = (await t.request('GET', `/api/admin/page/revisions${q(SERVICE)}`, { cookie })).json.items.length;
    expect(after).toBe(before + 1);
  });

  it('cancels a schedule, and refuses one in the past, malformed, stale or of a draft with problems', async () => {
    const version = await draftWithHeading('Maybe later');
    expect((await schedule(version, inMinutes(60))).status).toBe(202);
    expect((await t.request('DELETE', `/api/admin/page/schedule${q(SERVICE)}`, { cookie })).status).toBe(204);
    expect((await t.request('DELETE', `/api/admin/page/schedule${q(SERVICE)}`, { cookie })).status).toBe(404);
    expect(await due(t, 61)).toEqual([]);
    const past = await schedule(version, inMinutes(-5));
    expect([past.status, past.json.error]).toEqual([
      400,
      'at: must be at least a minute from now; to publish now, use Publish',
    ]);
    expect((await schedule(version, 'tomorrow at nine')).status).toBe(400);
    expect((await schedule(version, inMinutes(60 * 24 * 400))).json.error).toBe('at: must be within a year');
    expect((await schedule(version - 1, inMinutes(60))).status).toBe(409);
  });

  it('a publish that fails at its time waits for staff with the reason', async () => {
    const version = await draftWithHeading('Good draft');
    expect((await schedule(version, inMinutes(5))).status).toBe(202);
    // Then someone saves a draft with a problem (drafts are saved even when invalid).
    await draftWithHeading('');
    expect(await due(t, 6)).toEqual([]);
    const row = await listed();
    expect(row.scheduleError).toMatch(/cannot be published until these are fixed/);
    expect(await due(t, 7)).toEqual([]);
  });
});
