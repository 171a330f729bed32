import { spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readdirSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../../tests/support/database';
import { mediaTestApp, testImage } from '../../tests/support/media';
import { gallery } from '../../site-config/media';
import { isRoot } from '../../scripts/lib/debian-package';

/**
 * A full disk: DATA_DIR on a real tmpfs of 24 MB (mounted here, as root),
 * filled to the last byte. An upload answers 507 in words, naming no server
 * path (it answered 415, blaming the file, with an absolute path); a write
 * to a SQLite database on that disk answers 507 too, not 500; and
 * /api/ready fails, so a load balancer stops sending traffic.
 */
const mountPoint = mkdtempSync(join(tmpdir(), 'disk-full-'));
let mounted = false;
let t: Awaited<ReturnType<typeof mediaTestApp>>;
const IMG = {
  targetPath: 'Gallery/product-images/prefab-units',
  fileName: 'gallery-product-images-prefab-units-image-1.jpg',
};

beforeAll(async () => {
  if (isRoot()) {
    const mount = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=24m', 'tmpfs', mountPoint], { encoding: 'utf8' });
    mounted = mount.status === 0;
  }
  if (!mounted) {
    if (process.env.CI === 'true') throw new Error('The disk-full test needs root to mount a tmpfs (mount -t tmpfs).');
    return;
  }
  t = await mediaTestApp(undefined, { dataDir: mountPoint, limits: { minFreeDiskMb: 1 } });
}, 60_000);
afterAll(async () => {
  await t?.close();
  if (mounted) spawnSync('umount', ['-l', mountPoint]);
  rmSync(mountPoint, { recursive: true, force: true });
});

/** Writes a file until the disk refuses another byte. */
function fillDisk(file: string) {
  const fd = openSync(file, 'w');
  const chunk = Buffer.alloc(64 * 1024, 1);
  try {
    for (;;) writeSync(fd, chunk);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOSPC') throw err;
  }
  // Whatever fits of a smaller piece, so not even a page is left.
  try {
    for (;;) writeSync(fd, chunk.subarray(0, 512));
  } catch {
    /* full */
  } finally {
    closeSync(fd);
  }
}

describe.runIf(isRoot() || process.env.CI === 'true')(`a full disk (${testEngine()})`, () => {
  it('answers ready until the disk is full, then 503 naming the disk', async () => {
    const before = await t.app.request('http://media.test/api/ready');
    expect(before.status).toBe(200);
    fillDisk(join(mountPoint, 'filler'));
    const after = await t.app.request('http://media.test/api/ready');
    expect(after.status).toBe(503);
    const body = (await after.json()) as Record<string, string>;
    expect(body.disk).toMatch(/disk.*full/i);
    expect(JSON.stringify(body)).not.toContain(mountPoint);
  });

  it('an image upload answers 507 in words, naming no server path', async () => {
    const res = await t.upload({ ...IMG, file: await testImage('jpeg', 1600, 1000) });
    expect(res.status).toBe(507);
    expect(res.body.message).toMatch(/disk.*full/i);
    expect(res.body.message).not.toMatch(/\/(tmp|work|var|home)\//);
    expect(t.store.getRecord(`/uploads/${t.store.key(gallery.productImage('prefab-units', 1))}`)).toBeUndefined();
  });

  it.runIf(testEngine() === 'sqlite')(
    'a write to the database on that disk answers 507 in words, not 500',
    async () => {
      // Enough rows that SQLite needs new pages, not only the free ones its files already hold.
      const statuses = new Set<number>();
      let last = '';
      for (let i = 0; i < 20 && !statuses.has(507); i++) {
        const res = await t.app.request('http://media.test/api/admin/settings', {
          method: 'PUT',
          headers: { cookie: t.cookie, origin: 'http://media.test', 'content-type': 'application/json' },
          body: JSON.stringify({ timeZone: i % 2 ? 'Africa/Nairobi' : 'Europe/London' }),
        });
        statuses.add(res.status);
        last = await res.text();
      }
      expect([...statuses]).not.toContain(500);
      expect(statuses).toContain(507);
      expect(last).toMatch(/disk.*full/i);
    },
  );

  it.runIf(testEngine() === 'sqlite')(
    "page draft and publish, navigation and redirect writes answer 507 in words, not 500 (SQLite's own rollback no longer hides why)",
    async () => {
      const call = async (method: string, path: string, body?: unknown) => {
        const res = await t.app.request(`http://media.test${path}`, {
          method,
          headers: { cookie: t.cookie, origin: 'http://media.test', 'content-type': 'application/json' },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
        return { status: res.status, text: await res.text() };
      };
      const q = `?path=${encodeURIComponent('/services/containers/public')}`;
      const page = JSON.parse((await call('GET', `/api/admin/page${q}`)).text);
      const doc = structuredClone(page.draft ?? page.published);
      doc.meta.description = `${'A full disk refuses this draft. '.repeat(60)}`;
      const nav = JSON.parse((await call('GET', '/api/admin/navigation')).text);
      const navigation = structuredClone(nav.draft ?? nav.published);
      navigation.header.items[0].label = 'Full disk';
      const writes = [
        () => call('PUT', `/api/admin/page/draft${q}`, { page: doc, baseVersion: page.version }),
        () => call('POST', `/api/admin/page/publish${q}`, { baseVersion: page.version }),
        () => call('PUT', '/api/admin/navigation/draft', { navigation, baseVersion: nav.version }),
        () => call('POST', '/api/admin/redirects', { from: '/old-full-disk', to: '/contact' }),
      ];
      const answers: string[] = [];
      for (const write of writes) {
        const res = await write();
        answers.push(`${res.status} ${res.text.slice(0, 120)}`);
        expect(res.status, answers.join('\n')).not.toBe(500);
      }
      expect(
        answers.some((a) => a.startsWith('507')),
        answers.join('\n'),
      ).toBe(true);
      for (const a of answers.filter((x) => x.startsWith('507'))) expect(a).toMatch(/disk.*full/i);
    },
  );

  it('the contact form never answers 500: stored on PostgreSQL, on SQLite 503 asking the visitor to call or e-mail', async () => {
    const res = await t.app.request('http://media.test/api/contact', {
      method: 'POST',
      headers: { origin: 'http://media.test', 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Amani', email: 'amani@example.com', message: 'Please quote a wardrobe.' }),
    });
    if (testEngine() === 'postgres') expect(res.status).toBe(201);
    else {
      expect(res.status).toBe(503);
      expect(((await res.json()) as { error: string }).error).toMatch(/call or e-mail/);
      // The spool's write that the disk refused leaves nothing behind (an empty temporary file was left).
      expect(readdirSync(join(mountPoint, 'contact-spool')).filter((f) => f.endsWith('.tmp'))).toEqual([]);
    }
  });
});
