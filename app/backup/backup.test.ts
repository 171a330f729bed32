import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '../../api/config';
import { siteMigrations } from '../database';
import { createTestApp, type TestApp } from '../../tests/support/api';
import { testDatabase, testEngine } from '../../tests/support/database';
import { createBackup } from './archive';
import { RestoreRefused, restoreBackup } from './restore';

const work = mkdtempSync(join(tmpdir(), 'backup-test-'));
const apps: TestApp[] = [];
afterAll(async () => {
  for (const a of apps.reverse()) await a.close();
  rmSync(work, { recursive: true, force: true });
});

const listing = (dir: string) => {
  try {
    return readdirSync(dir, { recursive: true }).map(String).sort();
  } catch {
    return [];
  }
};

describe(`backup and restore (${testEngine()})`, async () => {
  const site = await createTestApp();
  apps.push(site);
  const cookie = await site.login();

  // Content of every kind: a user, inquiries, a setting, an uploaded photo.
  expect(
    (
      await site.request('POST', '/api/admin/users', {
        cookie,
        body: { username: 'wanjiru', password: 'kitengela-2026' },
      })
    ).status,
  ).toBe(201);
  for (let i = 0; i < 25; i++) {
    expect(
      (
        await site.request('POST', '/api/contact', {
          body: {
            name: `Client ${i}`,
            email: `client${i}@example.co.ke`,
            message: `Quote ${i} for a prefab office in Nairobi.`,
          },
          ip: `10.1.0.${i}`,
        })
      ).status,
    ).toBe(201);
  }
  const details = (await site.request('GET', '/api/admin/contact-details', { cookie })).json;
  const { id: _id, updatedAt: _u, ...data } = details;
  expect(
    (
      await site.request('PUT', '/api/admin/contact-details', {
        cookie,
        body: { ...data, companyName: 'Savannah Backup Test Ltd' },
      })
    ).status,
  ).toBe(200);
  const targets = (await site.request('GET', '/api/admin/media/targets', { cookie })).json as {
    groups: { folder: string; targets: { fileName: string; kind: string }[] }[];
  };
  const group = targets.groups.find((g) => g.targets.some((t) => t.kind === 'image'))!;
  const target = group.targets.find((t) => t.kind === 'image')!;
  const form = new FormData();
  form.append('targetPath', group.folder);
  form.append('fileName', target.fileName);
  form.append(
    'file',
    new Blob([
      await sharp({ create: { width: 640, height: 400, channels: 3, background: '#1f6f8b' } })
        .jpeg()
        .toBuffer(),
    ]),
    target.fileName,
  );
  const up = await site.app.request('http://localhost:3999/api/admin/upload-file', {
    method: 'POST',
    body: form,
    headers: { cookie, origin: 'http://localhost:3999' },
  });
  expect(up.status).toBe(200);
  const photoPath = `/uploads/${group.folder}/${target.fileName}`;
  const photo = Buffer.from(await (await site.app.request(`http://localhost:3999${photoPath}`)).arrayBuffer());
  // A page made and published in the admin (its row, revision and audit).
  expect(
    (await site.request('POST', '/api/admin/page?path=%2Fbackup-offer', { cookie, body: { title: 'Backup Offer' } }))
      .status,
  ).toBe(201);
  expect(
    (await site.request('POST', '/api/admin/page/publish?path=%2Fbackup-offer', { cookie, body: { baseVersion: 1 } }))
      .status,
  ).toBe(200);

  const archive = join(work, 'site.tar');
  let written = 0;
  // Writes keep arriving while the backup runs.
  const writing = (async () => {
    for (let i = 0; i < 40; i++) {
      const res = await site.request('POST', '/api/contact', {
        body: {
          name: `Late ${i}`,
          email: `late${i}@example.co.ke`,
          message: `A message sent during the backup, number ${i}.`,
        },
        ip: `10.2.0.${i}`,
      });
      if (res.status === 201) written++;
    }
  })();
  const manifest = await createBackup({
    db: site.db,
    media: site.media.blobs,
    migrations: Object.keys(siteMigrations),
    file: archive,
  });
  await writing;

  const fresh = (): Pick<AppConfig, 'dataDir' | 'databaseUrl' | 'databaseSchema'> => ({
    dataDir: mkdtempSync(join(work, 'restored-')),
    ...testDatabase(),
  });

  it('the archive lists every table and the photo, with checksums', () => {
    expect(manifest.tables.admin_users).toBe(2);
    expect(manifest.tables.contact_inquiries).toBeGreaterThanOrEqual(25);
    // The photo is stored once, as the library file its slot names.
    expect(manifest.entries.some((e) => e.name === `media/${site.media.key(photoPath)}`)).toBe(true);
    for (const e of manifest.entries) expect(e.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(written).toBe(40);
  });

  it('restores users, inquiries, settings and uploads into an empty target', async () => {
    const config = fresh();
    await restoreBackup({ file: archive, config });
    const restored = await createTestApp({ sameDataAs: { config: { ...site.config, ...config } } });
    apps.push(restored);
    expect(
      (
        await restored.request('POST', '/api/admin/login', {
          body: { username: 'wanjiru', password: 'kitengela-2026' },
        })
      ).status,
    ).toBe(200);
    const adminCookie = await restored.login();
    const inbox = JSON.stringify(
      (await restored.request('GET', '/api/admin/inquiries?limit=200', { cookie: adminCookie })).json,
    );
    for (let i = 0; i < 25; i++) expect(inbox).toContain(`Client ${i}`);
    // The search index is not in the archive; the restored rows are found all the same.
    const found = (await restored.request('GET', '/api/admin/inquiries?q=quote%2017', { cookie: adminCookie })).json;
    expect(found.items.map((i: { name: string }) => i.name)).toEqual(['Client 17']);
    // The snapshot holds exactly the rows it counted: no torn half of the late writes.
    expect((inbox.match(/"name":"(Client|Late) \d+"/g) ?? []).length).toBe(manifest.tables.contact_inquiries);
    expect((await restored.request('GET', '/api/contact-details')).json.company_name).toBe('Savannah Backup Test Ltd');
    const back = Buffer.from(await (await restored.app.request(`http://localhost:3999${photoPath}`)).arrayBuffer());
    expect(back.equals(photo)).toBe(true);
    // New rows after the restore get fresh ids (sequences follow the restored rows).
    expect(
      (
        await restored.request('POST', '/api/contact', {
          body: {
            name: 'After Restore',
            email: 'after@example.co.ke',
            message: 'The first message after the restore.',
          },
          ip: '10.3.0.1',
        })
      ).status,
    ).toBe(201);
    // The admin page is served again, and can be published anew (its revisions and audit get fresh ids too).
    expect((await restored.request('GET', '/backup-offer')).text).toContain('<title>Backup Offer');
    const page = (await restored.request('GET', '/api/admin/page?path=%2Fbackup-offer', { cookie: adminCookie })).json;
    expect(page).toMatchObject({ source: 'admin', version: 2 });
    const draft = await restored.request('PUT', '/api/admin/page/draft?path=%2Fbackup-offer', {
      cookie: adminCookie,
      body: { page: page.published, baseVersion: 2 },
    });
    expect(
      (
        await restored.request('POST', '/api/admin/page/publish?path=%2Fbackup-offer', {
          cookie: adminCookie,
          body: { baseVersion: draft.json.version },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await restored.request('GET', '/api/admin/page/revisions?path=%2Fbackup-offer', { cookie: adminCookie })
      ).json.items.map((r: { version: number }) => r.version),
    ).toEqual([4, 2]);
  });

  it('refuses a target that holds data, changing nothing', async () => {
    const before = listing(site.config.dataDir);
    await expect(restoreBackup({ file: archive, config: site.config })).rejects.toThrow(RestoreRefused);
    expect(listing(site.config.dataDir)).toEqual(before);
  });

  it.each([
    // One bit of the photo's bytes inside the archive (its JPEG data, not tar padding).
    [
      'a flipped byte',
      (b: Buffer) => {
        const at = b.indexOf(Buffer.from([0xff, 0xd8, 0xff])) + 300;
        return Buffer.concat([b.subarray(0, at), Buffer.from([b[at] ^ 0x01]), b.subarray(at + 1)]);
      },
    ],
    ['a cut-off archive', (b: Buffer) => b.subarray(0, Math.floor(b.length / 2))],
    ['a file that is not a backup', () => Buffer.from('not a tar archive at all\n'.repeat(100))],
  ])('refuses %s, changing nothing', async (_what, damage) => {
    const bad = join(work, `bad-${Math.random().toString(36).slice(2)}.tar`);
    writeFileSync(bad, damage(readFileSync(archive)));
    const config = fresh();
    await expect(restoreBackup({ file: bad, config })).rejects.toThrow(RestoreRefused);
    expect(listing(config.dataDir)).toEqual([]);
  });
});
