import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/support/api';
import { testEngine } from '../../tests/support/database';

/**
 * Restoring a page from the trash while another request makes a new page at
 * the same address: one of them wins, the other is told why with 409, never a
 * 500 (PostgreSQL answered one in 5 of 15 rounds: a stale version, or a deadlock).
 */
const q = (path: string) => `?path=${encodeURIComponent(path)}`;
let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.login();
});
afterAll(() => t?.close());

describe(`restore from the trash racing a new page at the address (${testEngine()})`, () => {
  it('answers one success and one 409 with a message, round after round', async () => {
    for (let round = 0; round < 15; round++) {
      const path = `/trash-race-${round}`;
      expect((await t.request('POST', `/api/admin/page${q(path)}`, { cookie, body: { title: 'Old' } })).status).toBe(
        201,
      );
      const gone = await t.request('DELETE', `/api/admin/page${q(path)}`, { cookie });
      expect(gone.status, gone.text).toBe(200);
      const [restored, made] = await Promise.all([
        t.request('POST', '/api/admin/pages/trash/restore', { cookie, body: { path } }),
        t.request('POST', `/api/admin/page${q(path)}`, { cookie, body: { title: 'New' } }),
      ]);
      const statuses = [restored.status, made.status];
      expect(statuses, `round ${round}: ${restored.text} | ${made.text}`).toSatisfy(
        (s: number[]) => (s[0] === 200 && s[1] === 409) || (s[0] === 409 && s[1] === 201),
      );
      const refused = restored.status === 409 ? restored : made;
      expect(refused.json?.error, refused.text).toMatch(/\S/);
    }
  }, 120_000);
});
