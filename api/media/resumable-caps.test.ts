import { readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { NO_VIDEO_TOOLS, SITE, mediaTestApp } from '../../tests/support/media';
import { buildManifest } from '../../media/manifest';
import { createSession } from '../auth/sessions';

/**
 * Unfinished resumable uploads are capped per admin and in total (413 for
 * one file over the cap, 429 while others are unfinished, each with the
 * reason), and an upload left idle for the expiry time is removed.
 */
const VIDEO = (n: number) => ({
  targetPath: 'Gallery/project-videos/prefab-units',
  fileName: `gallery-project-videos-prefab-units-video-${n}.mp4`,
});
const MB = 1024 * 1024;
const b64 = (s: string) => Buffer.from(s).toString('base64');
const meta = (m: Record<string, string>) =>
  Object.entries(m)
    .map(([k, v]) => `${k} ${b64(v)}`)
    .join(',');

let t: Awaited<ReturnType<typeof mediaTestApp>> | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function secondAdmin(app: NonNullable<typeof t>) {
  const row = await app.db
    .insertInto('adminUsers')
    .values({ username: 'wanjiru', passwordHash: 'x', role: 'admin', createdAt: new Date().toISOString() } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  return `sid=${(await createSession(app.db, (row as { id: number }).id)).id}`;
}

const create = (app: NonNullable<typeof t>, cookie: string, n: number, bytes: number) =>
  app.app.request(`${SITE}/api/admin/uploads`, {
    method: 'POST',
    headers: {
      cookie,
      origin: SITE,
      'tus-resumable': '1.0.0',
      'upload-length': String(bytes),
      // A client cannot claim another owner: the server writes who sent it.
      'upload-metadata': meta({ ...VIDEO(1), uploadedBy: String(n) }),
    },
  });

describe('unfinished resumable uploads', () => {
  it('are capped per admin (413 for one file over the cap, 429 while the rest are unfinished) and in total', async () => {
    t = await mediaTestApp(undefined, {
      videoTools: NO_VIDEO_TOOLS,
      limits: { unfinishedPerUserMb: 4, unfinishedTotalMb: 5 },
    });
    const other = await secondAdmin(t);
    expect((await create(t, t.cookie, 1, 2 * MB)).status).toBe(201);
    const tooBig = await create(t, t.cookie, 2, 4.5 * MB);
    expect(tooBig.status).toBe(413);
    expect(await tooBig.text()).toMatch(
      /This file is 5 MB; one person's unfinished uploads may add up to at most 4 MB/,
    );
    const mine = await create(t, t.cookie, 2, 2.5 * MB);
    expect(mine.status).toBe(429);
    expect(await mine.text()).toMatch(/You have 2 MB of uploads still unfinished.*over the 4 MB one person may have/);
    // Another admin has room of their own, up to the total.
    expect((await create(t, other, 3, 2 * MB)).status).toBe(201);
    const total = await create(t, other, 4, 1.5 * MB);
    expect(total.status).toBe(429);
    expect(await total.text()).toMatch(/Staff have 4 MB of uploads still unfinished.*over the 5 MB allowed at once/);
    expect((await create(t, other, 4, MB)).status).toBe(201);
  });

  it('an upload idle past the expiry is removed, and its room given back', async () => {
    t = await mediaTestApp(undefined, {
      videoTools: NO_VIDEO_TOOLS,
      limits: { unfinishedPerUserMb: 3, expiryHours: 2 },
    });
    const first = await create(t, t.cookie, 1, 2 * MB);
    expect(first.status).toBe(201);
    expect((await create(t, t.cookie, 2, 2 * MB)).status).toBe(429);
    const dir = join(t.dataDir, 'resumable');
    const id = first.headers.get('location')!.split('/').pop()!;
    // Last written to three hours ago: abandoned.
    const then = new Date(Date.now() - 3 * 3_600_000);
    utimesSync(join(dir, id), then, then);
    expect((await create(t, t.cookie, 2, 2 * MB)).status).toBe(201);
    expect(readdirSync(dir).filter((f) => f.startsWith(id))).toEqual([]);
    const gone = await t.app.request(`${SITE}/api/admin/uploads/${id}`, {
      method: 'HEAD',
      headers: { cookie: t.cookie, origin: SITE, 'tus-resumable': '1.0.0' },
    });
    expect([404, 410]).toContain(gone.status);
  });

  it('a finished upload refused at its last byte (its slot vanished meanwhile) is removed at once, and its room given back', async () => {
    t = await mediaTestApp(undefined, {
      videoTools: NO_VIDEO_TOOLS,
      limits: { unfinishedPerUserMb: 3 },
    });
    const dir = join(t.dataDir, 'resumable');
    const made = await create(t, t.cookie, 1, 2 * MB);
    expect(made.status).toBe(201);
    const location = made.headers.get('location')!;
    const id = location.split('/').pop()!;
    const patch = (offset: number, bytes: Buffer) =>
      t!.app.request(`${SITE}${location}`, {
        method: 'PATCH',
        headers: {
          cookie: t!.cookie,
          origin: SITE,
          'tus-resumable': '1.0.0',
          'upload-offset': String(offset),
          'content-type': 'application/offset+octet-stream',
        },
        body: new Uint8Array(bytes),
      });
    const file = Buffer.alloc(2 * MB, 7);
    expect((await patch(0, file.subarray(0, 2 * MB - 1))).status).toBe(204);
    // Meanwhile the page holding the slot goes away: the manifest no longer lists it.
    const manifest = t.store.manifest!;
    t.store.setManifest(buildManifest([{ path: '/', label: 'Home', meta: { title: 'Home' }, blocks: [] }]));
    const last = await patch(2 * MB - 1, file.subarray(2 * MB - 1));
    expect(last.status).toBe(400);
    expect(await last.text()).toMatch(/is not an upload target/);
    expect(readdirSync(dir).filter((f) => f.startsWith(id))).toEqual([]);
    t.store.setManifest(manifest);
    expect((await create(t, t.cookie, 2, 2 * MB)).status).toBe(201);
  });

  it('a complete upload left behind (a crash between its last byte and its commit) counts until it is removed', async () => {
    t = await mediaTestApp(undefined, {
      videoTools: NO_VIDEO_TOOLS,
      limits: { unfinishedPerUserMb: 3, expiryHours: 2 },
    });
    const dir = join(t.dataDir, 'resumable');
    const made = await create(t, t.cookie, 1, 2 * MB);
    expect(made.status).toBe(201);
    const id = made.headers.get('location')!.split('/').pop()!;
    // Every byte arrived; the process died before committing it.
    writeFileSync(join(dir, id), Buffer.alloc(2 * MB, 7));
    expect((await create(t, t.cookie, 2, 2 * MB)).status).toBe(429);
    const then = new Date(Date.now() - 3 * 3_600_000);
    utimesSync(join(dir, id), then, then);
    expect((await create(t, t.cookie, 2, 2 * MB)).status).toBe(201);
    expect(readdirSync(dir).filter((f) => f.startsWith(id))).toEqual([]);
  });
});
