import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../tests/support/api';

/**
 * No route's HTML document may weigh more than 100 KB gzipped. A phone on a
 * slow network parses the whole document before the first paint, so a page
 * that grows (an island's data inlined, a list rendered in full) must fail
 * here rather than in a Lighthouse run nobody reads. The routes are the
 * sitemap's, so a new page is checked without being named. The gallery's
 * own, tighter budget (60 KB) is in island-data.test.ts.
 */
const DOCUMENT_BUDGET_GZ = 100 * 1024;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('every public HTML document', () => {
  it('is under 100 KB gzipped', async () => {
    const sitemap = (await t.request('GET', '/sitemap.xml')).text;
    const paths = [...sitemap.matchAll(/<loc>[^<]*?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((m) => m[1] || '/');
    // The sitemap lists every public route (37 today); a broken parse must not pass with none.
    expect(paths.length).toBeGreaterThan(30);
    const over: string[] = [];
    for (const path of paths) {
      const res = await t.request('GET', path);
      expect(res.status, path).toBe(200);
      const gz = gzipSync(res.text).length;
      if (gz > DOCUMENT_BUDGET_GZ) over.push(`${path}: ${(gz / 1024).toFixed(1)} KB gz`);
    }
    expect(over).toEqual([]);
  });
});
