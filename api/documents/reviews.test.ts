import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { NavigationDetail } from '../../contracts/navigation';
import type { PageDetail, PageDocument, PageHistoryEntry } from '../../contracts/pages';
import type { ReviewAnswer, ReviewQueueAnswer } from '../../contracts/reviews';
import { createTestApp, type TestApp } from '../../tests/support/api';
import { testEngine } from '../../tests/support/database';

/**
 * Review before publish: off until an admin turns it on in Settings; then an
 * editor's publish is refused, the editor submits the draft, an admin sends
 * it back with a comment or publishes it, and every step is in the page's
 * history. Pages and the navigation are documents of one core, so both do it.
 */
const PAGE = '/services/containers/public';
const q = (path: string) => `?path=${encodeURIComponent(path)}`;

let t: TestApp;
let admin: string;
let editor: string;
beforeEach(async () => {
  t = await createTestApp();
  admin = await t.login();
  const made = await t.request('POST', '/api/admin/users', {
    cookie: admin,
    body: { username: 'akinyi', password: 'editor-pass-1', role: 'editor' },
  });
  expect(made.status).toBe(201);
  editor = await t.login('akinyi', 'editor-pass-1');
});
afterEach(() => t.close());

const setReview = (on: boolean, cookie = admin) =>
  t.request('PUT', '/api/admin/settings', { cookie, body: { reviewBeforePublish: on } });
const detail = async (cookie = editor) =>
  (await t.request('GET', `/api/admin/page${q(PAGE)}`, { cookie })).json as PageDetail;
const withHeading = (doc: PageDocument, heading: string): PageDocument => {
  const copy = structuredClone(doc);
  (copy.blocks[1]!.props as { heading: string }).heading = heading;
  return copy;
};
/** Saves the page with a new heading as `cookie`; answers the new version. */
async function edit(heading: string, cookie = editor): Promise<number> {
  const d = await detail(cookie);
  const res = await t.request('PUT', `/api/admin/page/draft${q(PAGE)}`, {
    cookie,
    body: { page: withHeading(d.draft ?? d.published!, heading), baseVersion: d.version },
  });
  expect(res.status, res.text).toBe(200);
  return res.json.version;
}
const submit = (baseVersion: number, cookie = editor) =>
  t.request('POST', `/api/admin/page/review${q(PAGE)}`, { cookie, body: { baseVersion } });
const sendBack = (baseVersion: number, comment: unknown, cookie = admin) =>
  t.request('POST', `/api/admin/page/review/send-back${q(PAGE)}`, { cookie, body: { baseVersion, comment } });
const publish = (baseVersion: number, cookie = admin, at?: string) =>
  t.request('POST', `/api/admin/page/publish${q(PAGE)}`, { cookie, body: { baseVersion, ...(at ? { at } : {}) } });
const review = async (cookie = editor) =>
  (await t.request('GET', `/api/admin/page/review${q(PAGE)}`, { cookie })).json as ReviewAnswer;
const queue = async (cookie = admin) =>
  (await t.request('GET', '/api/admin/reviews', { cookie })).json as ReviewQueueAnswer;
const history = async () =>
  ((await t.request('GET', `/api/admin/page/history${q(PAGE)}`, { cookie: admin })).json.items as PageHistoryEntry[])
    .map((e) => [e.action, e.by, e.detail])
    .reverse();
const summary = async (cookie = admin) => (await t.request('GET', '/api/admin/summary', { cookie })).json.reviews;

describe(`review before publish (${testEngine()})`, () => {
  it('is off until an admin turns it on: editors publish, and a submission is refused with what to do', async () => {
    expect((await t.request('GET', '/api/admin/settings', { cookie: editor })).json).toMatchObject({
      reviewBeforePublish: false,
    });
    const version = await edit('Edited while review is off');
    const refused = await submit(version);
    expect(refused.status).toBe(409);
    expect(refused.json.error).toMatch(/Review before publish is off: publish the draft directly/);
    expect((await publish(version, editor)).status).toBe(200);
    expect(await summary()).toEqual({ required: false, waiting: 0, sentBack: 0 });
  });

  it('is changed by admins only, and checked like every setting', async () => {
    const refused = await setReview(true, editor);
    expect(refused.status).toBe(403);
    expect(refused.json.error).toMatch(/^Only an admin can change the site’s settings/);
    const bad = await t.request('PUT', '/api/admin/settings', { cookie: admin, body: { reviewBeforePublish: 'yes' } });
    expect(bad.status).toBe(400);
    expect(bad.json.issues[0]).toMatchObject({ field: 'reviewBeforePublish', message: 'must be true or false' });
    const empty = await t.request('PUT', '/api/admin/settings', { cookie: admin, body: {} });
    expect(empty.status).toBe(400);
    expect(empty.json.issues[0].message).toMatch(/Say what to change/);
    const on = await setReview(true);
    expect(on.status, on.text).toBe(200);
    // The answer carries every setting: the time zone is untouched.
    expect(on.json).toEqual({ timeZone: 'Africa/Nairobi', reviewBeforePublish: true });
  });

  it('refuses an editor’s publish, now or at a time, with what to do instead; admins publish as before', async () => {
    expect((await setReview(true)).status).toBe(200);
    const version = await edit('An editor’s change');
    for (const at of [undefined, new Date(Date.now() + 3_600_000).toISOString()]) {
      const refused = await publish(version, editor, at);
      expect(refused.status, String(at)).toBe(403);
      expect(refused.json.error).toMatch(
        /^Review before publish is on: an admin publishes. Submit the draft for review/,
      );
    }
    expect((await detail()).published?.blocks[1]).not.toMatchObject({ props: { heading: 'An editor’s change' } });
    expect((await publish(version, admin)).status).toBe(200);
  });

  it('goes submit → send back with a comment → edit → resubmit → publish, each step in the history', async () => {
    expect((await setReview(true)).status).toBe(200);
    const first = await edit('Public containers, first try');
    const submitted = await submit(first);
    expect(submitted.status, submitted.text).toBe(200);
    expect(submitted.json).toMatchObject({ required: true, review: { state: 'waiting', version: first } });
    expect(submitted.json.review.submittedBy).toBe('akinyi');

    // The queue, and the dashboard's count.
    expect((await queue()).items).toEqual([
      expect.objectContaining({
        kind: 'page',
        key: PAGE,
        state: 'waiting',
        version: first,
        currentVersion: first,
        live: true,
        submittedBy: 'akinyi',
      }),
    ]);
    expect((await queue()).items[0]!.title).toBeTruthy();
    expect(await summary()).toEqual({ required: true, waiting: 1, sentBack: 0 });
    // The admin compares what is live with the draft submitted.
    const compared = await t.request('GET', `/api/admin/page/compare${q(PAGE)}&from=live&to=draft`, { cookie: admin });
    expect(compared.json.changes).toContainEqual(
      expect.objectContaining({ path: ['blocks', 1, 'props', 'heading'], after: 'Public containers, first try' }),
    );

    // Sent back: only an admin, only with a comment, only for the version compared.
    expect((await sendBack(first, 'Please name the sizes', editor)).status).toBe(403);
    const blank = await sendBack(first, '   ');
    expect(blank.status).toBe(400);
    expect(blank.json.issues[0]).toMatchObject({ field: 'comment' });
    expect((await sendBack(first - 1, 'Please name the sizes')).status).toBe(409);
    const back = await sendBack(first, 'Please name the sizes: 20 ft and 40 ft.');
    expect(back.status, back.text).toBe(200);
    expect((await review()).review).toMatchObject({
      state: 'sent-back',
      comment: 'Please name the sizes: 20 ft and 40 ft.',
      decidedBy: 'admin',
    });
    expect(await summary()).toEqual({ required: true, waiting: 0, sentBack: 1 });
    expect((await sendBack(first, 'Again')).status).toBe(404);

    // The comment stays while the editor works from it; a new submission replaces it.
    const second = await edit('Public containers, 20 ft and 40 ft');
    expect((await review()).review).toMatchObject({ state: 'sent-back' });
    expect((await submit(second)).json.review).toMatchObject({ state: 'waiting', version: second, comment: null });

    // Publishing from the queue is the ordinary publish of the version reviewed; it settles the review.
    expect((await publish(second - 1)).status).toBe(409);
    expect((await publish(second)).status).toBe(200);
    expect((await review()).review).toBeNull();
    expect((await queue()).items).toEqual([]);
    expect((await detail()).published?.blocks[1]).toMatchObject({
      props: { heading: 'Public containers, 20 ft and 40 ft' },
    });
    expect(await history()).toEqual([
      ['submit', 'akinyi', null],
      ['send-back', 'admin', 'Please name the sizes: 20 ft and 40 ft.'],
      ['submit', 'akinyi', null],
      ['publish', 'admin', 'after review; submitted by akinyi'],
    ]);
  });

  it('withdraws a submission when the draft is edited after it: the admin never publishes words they did not see', async () => {
    expect((await setReview(true)).status).toBe(200);
    const version = await edit('Submitted words');
    expect((await submit(version)).status).toBe(200);
    const later = await edit('Words changed after submitting');
    expect((await review()).review).toBeNull();
    expect((await queue()).items).toEqual([]);
    // The old version can be neither published nor sent back; the new one is submitted again.
    expect((await publish(version)).status).toBe(409);
    expect((await sendBack(version, 'Too late')).status).toBe(404);
    expect((await submit(version)).status).toBe(409);
    expect((await submit(later)).json.review).toMatchObject({ state: 'waiting', version: later });
    expect((await history()).map(([action]) => action)).toEqual(['submit', 'withdrawn', 'submit']);
  });

  it('refuses to submit a draft that could not go live, naming each problem', async () => {
    expect((await setReview(true)).status).toBe(200);
    const noDraft = await submit(0);
    expect(noDraft.status).toBe(400);
    expect(noDraft.json.error).toMatch(/no draft/);
    const version = await edit('');
    const refused = await submit(version);
    expect(refused.status).toBe(400);
    expect(refused.json.error).toMatch(/^The draft cannot be submitted for review until these are fixed/);
    expect(refused.json.issues[0].path).toEqual(['blocks', 1, 'props', 'heading']);
    expect((await review()).review).toBeNull();
  });

  it('lists a new page as not live yet, and takes it out of the queue when it is deleted', async () => {
    expect((await setReview(true)).status).toBe(200);
    const path = '/office-fit-outs';
    const made = await t.request('POST', `/api/admin/page${q(path)}`, {
      cookie: editor,
      body: { title: 'Office Fit-outs' },
    });
    expect(made.status, made.text).toBe(201);
    const submitted = await t.request('POST', `/api/admin/page/review${q(path)}`, {
      cookie: editor,
      body: { baseVersion: made.json.version },
    });
    expect(submitted.status, submitted.text).toBe(200);
    expect((await queue()).items).toEqual([
      expect.objectContaining({ key: path, title: 'Office Fit-outs', live: false, state: 'waiting' }),
    ]);
    const gone = await t.request('DELETE', `/api/admin/page${q(path)}`, { cookie: admin, body: { gone: true } });
    expect(gone.status, gone.text).toBe(200);
    expect((await queue()).items).toEqual([]);
    expect(await summary()).toMatchObject({ waiting: 0 });
    // Gone with it, so a restore from the trash brings back a draft to submit again, not a stale submission.
    expect(await t.db.selectFrom('documentReviews').selectAll().execute()).toEqual([]);
  });

  it('reviews the navigation the same way', async () => {
    expect((await setReview(true)).status).toBe(200);
    const nav = (await t.request('GET', '/api/admin/navigation', { cookie: editor })).json as NavigationDetail;
    const next = structuredClone(nav.published);
    next.footer.copyrightYear = 2027;
    const saved = await t.request('PUT', '/api/admin/navigation/draft', {
      cookie: editor,
      body: { navigation: next, baseVersion: nav.version },
    });
    expect(saved.status, saved.text).toBe(200);
    const version = saved.json.version as number;
    const body = { baseVersion: version };
    expect((await t.request('POST', '/api/admin/navigation/publish', { cookie: editor, body })).status).toBe(403);
    expect((await t.request('POST', '/api/admin/navigation/review', { cookie: editor, body })).status).toBe(200);
    expect((await queue()).items).toEqual([
      expect.objectContaining({ kind: 'navigation', key: 'site', title: 'Navigation', state: 'waiting' }),
    ]);
    expect((await t.request('POST', '/api/admin/navigation/publish', { cookie: admin, body })).status).toBe(200);
    expect((await queue()).items).toEqual([]);
  });

  it('holds a publish an editor scheduled before review was turned on, and says why; an admin’s schedule still runs', async () => {
    const version = await edit('Scheduled by the editor');
    const at = new Date(Date.now() + 5 * 60_000).toISOString();
    const scheduled = await t.request('POST', `/api/admin/page/publish${q(PAGE)}`, {
      cookie: editor,
      body: { baseVersion: version, at },
    });
    expect(scheduled.status, scheduled.text).toBe(202);
    expect((await setReview(true)).status).toBe(200);
    expect(await t.server.scheduler.publishDue(Date.now() + 6 * 60_000)).toEqual([]);
    expect((await t.request('GET', PAGE)).text).not.toContain('Scheduled by the editor');
    const listed = (await t.request('GET', '/api/admin/pages', { cookie: admin })).json.items.find(
      (p: { path: string }) => p.path === PAGE,
    );
    expect(listed.scheduleError).toMatch(/^Review before publish is on: an admin publishes/);

    // The same schedule made by an admin goes live at its time.
    const again = await t.request('POST', `/api/admin/page/publish${q(PAGE)}`, {
      cookie: admin,
      body: { baseVersion: (await detail(admin)).version, at },
    });
    expect(again.status, again.text).toBe(202);
    expect(await t.server.scheduler.publishDue(Date.now() + 6 * 60_000)).toEqual([PAGE]);
    expect((await t.request('GET', PAGE)).text).toContain('Scheduled by the editor');
  });

  it('a schedule publishes the version the admin scheduled: an editor’s newer, unreviewed words stay a draft', async () => {
    expect((await setReview(true)).status).toBe(200);
    const scheduledVersion = await edit('Words the admin scheduled', admin);
    const at = new Date(Date.now() + 5 * 60_000).toISOString();
    expect((await publish(scheduledVersion, admin, at)).status).toBe(202);
    // An editor cannot schedule while review is on; their later save is a draft like any other.
    const refused = await publish(scheduledVersion, editor, at);
    expect(refused.status).toBe(403);
    const newer = await edit('Unreviewed words of the editor');
    expect(await t.server.scheduler.publishDue(Date.now() + 6 * 60_000)).toEqual([PAGE]);
    const live = (await t.request('GET', PAGE)).text;
    expect(live).toContain('Words the admin scheduled');
    expect(live).not.toContain('Unreviewed words of the editor');
    const after = await detail(admin);
    expect(after.version).toBeGreaterThan(newer);
    expect((after.draft!.blocks[1]!.props as { heading: string }).heading).toBe('Unreviewed words of the editor');
    expect((after.published!.blocks[1]!.props as { heading: string }).heading).toBe('Words the admin scheduled');
    expect((await history()).at(-1)).toEqual([
      'publish',
      'admin (scheduled)',
      expect.stringMatching(/^the version of /),
    ]);
  });

  it('leaves deleting, moving and restoring a page to admins while it is on: each changes the live site at once', async () => {
    const made = await t.request('POST', `/api/admin/page${q('/kitchens')}`, {
      cookie: admin,
      body: { title: 'Kitchens' },
    });
    expect(made.status, made.text).toBe(201);
    expect((await setReview(true)).status).toBe(200);
    const version = (await t.request('GET', `/api/admin/page${q('/kitchens')}`, { cookie: admin })).json.version;
    const moved = await t.request('PATCH', `/api/admin/page${q('/kitchens')}`, {
      cookie: editor,
      body: { newPath: '/kitchen-fit-outs', baseVersion: version },
    });
    expect(moved.status).toBe(403);
    expect(moved.json.error).toMatch(/^Review before publish is on: ask an admin to change the address/);
    const deleted = await t.request('DELETE', `/api/admin/page${q('/kitchens')}`, {
      cookie: editor,
      body: { gone: true },
    });
    expect(deleted.status).toBe(403);
    expect(deleted.json.error).toMatch(/^Review before publish is on: ask an admin to delete/);
    expect(
      (await t.request('DELETE', `/api/admin/page${q('/kitchens')}`, { cookie: admin, body: { gone: true } })).status,
    ).toBe(200);
    const trash = (await t.request('GET', '/api/admin/pages/trash', { cookie: editor })).json.items;
    const restored = await t.request('POST', '/api/admin/pages/trash/restore', {
      cookie: editor,
      body: { id: trash[0].id },
    });
    expect(restored.status).toBe(403);
    expect(restored.json.error).toMatch(/^Review before publish is on: ask an admin to restore/);
    expect((await setReview(false)).status).toBe(200);
    expect(
      (await t.request('POST', '/api/admin/pages/trash/restore', { cookie: editor, body: { id: trash[0].id } })).status,
    ).toBe(200);
  });
});
