import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../tests/support/api';

/**
 * Ids, versions and cursors above what the database holds (PostgreSQL's integer, 2,147,483,647) are a 400
 * naming the field on every route that takes one, on both engines. The validators accepted them, and
 * PostgreSQL answered 500 ("out of range for type integer") where SQLite answered 4xx.
 */
const HUGE = 2_147_483_648;
let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.login();
});
afterAll(async () => {
  await t?.close();
});

const cases: [method: string, path: string, body?: unknown][] = [
  ['GET', `/api/admin/inquiries/${HUGE}`],
  ['PATCH', `/api/admin/inquiries/${HUGE}`, { status: 'read' }],
  ['DELETE', `/api/admin/inquiries/${HUGE}`],
  ['POST', '/api/admin/inquiries/bulk', { ids: [HUGE], status: 'read' }],
  ['GET', `/api/admin/inquiries?cursor=${HUGE}`],
  ['GET', `/api/admin/users?cursor=${HUGE}`],
  ['PATCH', `/api/admin/users/${HUGE}`, { role: 'editor' }],
  ['DELETE', `/api/admin/users/${HUGE}`],
  ['GET', `/api/admin/media?cursor=${HUGE}`],
  ['GET', `/api/admin/page/revision?path=/about&version=${HUGE}`],
  ['GET', `/api/admin/page/revisions?path=/about&cursor=${HUGE}`],
  ['GET', `/api/admin/page/compare?path=/about&from=${HUGE}&to=live`],
  ['POST', '/api/admin/page/draft?path=/about', { baseVersion: HUGE, page: {} }],
  ['POST', '/api/admin/page/publish?path=/about', { baseVersion: HUGE }],
  ['POST', '/api/admin/page/review?path=/about', { baseVersion: HUGE }],
  ['PATCH', '/api/admin/page?path=/about', { newPath: '/about-us', baseVersion: HUGE }],
  ['POST', '/api/admin/page/restore?path=/about', { version: HUGE, baseVersion: 0 }],
  ['POST', '/api/admin/pages/restore', { id: HUGE }],
  ['GET', `/api/admin/pages/activity?cursor=${HUGE}`],
  ['GET', `/api/admin/navigation/revision?version=${HUGE}`],
  ['POST', '/api/admin/navigation/publish', { baseVersion: HUGE }],
];

describe('numbers above what the database holds', () => {
  it.each(cases)('%s %s answers 400, never 500', async (method, path, body) => {
    const res = await t.request(method, path, { cookie, body });
    expect(res.status, `${method} ${path}: ${res.text}`).toBeGreaterThanOrEqual(400);
    expect(res.status, `${method} ${path}: ${res.text}`).toBeLessThan(500);
  });
});
