import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBalancer, startNginx, type TestNginx } from '../../scripts/lib/nginx';
import { startPostgres, type TestPostgres } from '../support/postgres';
import { startS3, type TestS3 } from '../support/s3';
import { startTestServer, type TestServer } from '../../scripts/lib/test-server';

/**
 * Two compiled servers on one PostgreSQL and one S3 bucket (s3rver), each
 * with a DATA_DIR of its own, behind a real nginx that balances between them:
 * whatever one instance is asked, the other answers the same, and stopping
 * one leaves the site and its sessions up.
 */
let pg: TestPostgres;
let s3: TestS3;
let shared: Record<string, string>;
let nginx: TestNginx;
let a: TestServer;
let b: TestServer;
const password = `Scale-${randomBytes(6).toString('hex')}`;

beforeAll(async () => {
  [pg, s3] = await Promise.all([startPostgres({ log: () => {} }), startS3()]);
  shared = {
    DATABASE_URL: pg.url,
    TRUST_PROXY: '1',
    ...s3.env,
  };
  const ports: number[] = [];
  a = await startTestServer({ log: () => {}, adminPassword: password, env: shared });
  b = await startTestServer({ log: () => {}, adminPassword: password, env: shared });
  ports.push(Number(new URL(a.baseUrl).port), Number(new URL(b.baseUrl).port));
  nginx = await startNginx((port) => loadBalancer(port, ports), { log: () => {} });
}, 180_000);

afterAll(async () => {
  await nginx?.stop();
  await a?.stop();
  await b?.stop();
  await pg?.stop();
  await s3?.stop();
});

const post = (base: string, path: string, body: unknown, cookie?: string) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });

async function login(base: string, pw = password, username = 'admin', headers: Record<string, string> = {}) {
  const res = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, ...headers },
    body: JSON.stringify({ username, password: pw }),
  });
  return { status: res.status, cookie: res.headers.get('set-cookie')?.split(';')[0] ?? '' };
}

describe('two instances behind nginx on one PostgreSQL', () => {
  it('nginx spreads requests over both instances', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 10; i++) {
      const res = await fetch(`${nginx.baseUrl}/api/health`);
      expect(res.status).toBe(200);
      seen.add(res.headers.get('x-request-id')!.split('-')[0]);
    }
    expect(seen.size).toBe(2);
  });

  it('a session made on one instance works on the other', async () => {
    const { status, cookie } = await login(a.baseUrl);
    expect(status).toBe(200);
    const me = await fetch(`${b.baseUrl}/api/admin/me`, { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { admin: { username: string } }).admin.username).toBe('admin');
  });

  it('an upload through one instance is served by the other', async () => {
    const { cookie } = await login(a.baseUrl);
    const targets = (await (await fetch(`${a.baseUrl}/api/admin/media/targets`, { headers: { cookie } })).json()) as {
      groups: { folder: string; targets: { fileName: string; kind: string }[] }[];
    };
    const group = targets.groups.find((g) => g.targets.some((t) => t.kind === 'image'))!;
    const target = group.targets.find((t) => t.kind === 'image')!;
    const jpeg = await sharp({ create: { width: 800, height: 500, channels: 3, background: '#c0392b' } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('targetPath', group.folder);
    form.append('fileName', target.fileName);
    form.append('file', new Blob([jpeg]), target.fileName);
    const up = await fetch(`${a.baseUrl}/api/admin/upload-file`, {
      method: 'POST',
      headers: { cookie, origin: a.baseUrl },
      body: form,
    });
    expect(up.status).toBe(200);
    expect(a.dataDir).not.toBe(b.dataDir);
    // At once, before its content-version poll: on a miss the other instance looks in the bucket, never answering
    // a 404 that a visitor's browser or a CDN could keep.
    const file = await fetch(`${b.baseUrl}/uploads/${group.folder}/${target.fileName}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/jpeg');
    const shown = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
    expect([shown.width, shown.height]).toEqual([800, 500]);
  });

  it('a resumable upload through nginx continues on the instance that holds its partial file', async () => {
    const { cookie } = await login(nginx.baseUrl);
    const folder = 'prefab-units/public/clinics/gallery';
    const fileName = 'prefab-units-public-clinics-gallery-image-8.jpg';
    const jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#0f766e' } })
      .jpeg()
      .toBuffer();
    const tus = { cookie, origin: nginx.baseUrl, 'tus-resumable': '1.0.0' };
    const meta = `targetPath ${Buffer.from(folder).toString('base64')},fileName ${Buffer.from(fileName).toString('base64')}`;
    const created = await fetch(`${nginx.baseUrl}/api/admin/uploads`, {
      method: 'POST',
      headers: { ...tus, 'upload-length': String(jpeg.length), 'upload-metadata': meta },
    });
    expect(created.status).toBe(201);
    const location = created.headers.get('location')!;
    const half = Math.floor(jpeg.length / 2);
    const parts = [jpeg.subarray(0, half), jpeg.subarray(half)];
    let offset = 0;
    for (const part of parts) {
      const res = await fetch(nginx.baseUrl + location, {
        method: 'PATCH',
        headers: { ...tus, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
        body: part as BodyInit,
      });
      expect(res.status).toBeLessThan(300);
      offset += part.length;
    }
    // At once, through either instance: the one that did not take the upload reads the change feed on its miss.
    const file = await fetch(`${nginx.baseUrl}/uploads/${folder}/${fileName}`);
    expect(file.status).toBe(200);
    expect((await sharp(Buffer.from(await file.arrayBuffer())).metadata()).width).toBe(900);
  });

  // How soon is a bench figure (bench/change-to-visible.md, a publish through the same change feed); here, only that
  // it arrives, at the other's own poll.
  it('a settings change through one instance shows on the other', async () => {
    const { cookie } = await login(a.baseUrl);
    const current = (await (
      await fetch(`${a.baseUrl}/api/admin/contact-details`, { headers: { cookie } })
    ).json()) as Record<string, unknown>;
    const { id: _id, updatedAt: _u, ...data } = current;
    const put = await fetch(`${a.baseUrl}/api/admin/contact-details`, {
      method: 'PUT',
      headers: { cookie, origin: a.baseUrl, 'content-type': 'application/json' },
      body: JSON.stringify({ ...data, companyName: 'Savannah Scale-Out Ltd' }),
    });
    expect(put.status).toBe(200);
    // A loaded machine may run the other instance's poll late: 20 s.
    await expect
      .poll(
        async () =>
          ((await (await fetch(`${b.baseUrl}/api/contact-details`)).json()) as { company_name: string }).company_name,
        { timeout: 20_000, interval: 50, message: 'the company name the other instance answers' },
      )
      .toBe('Savannah Scale-Out Ltd');
    expect(await (await fetch(`${b.baseUrl}/contact`)).text()).toContain('Savannah Scale-Out Ltd');
  });

  it('a contact message sent through one instance is in the inbox read through the other', async () => {
    const sent = await post(a.baseUrl, '/api/contact', {
      name: 'Otieno Ouma',
      email: 'otieno@example.co.ke',
      message: 'Two 20 ft site offices for a road project in Kakamega.',
    });
    expect(sent.status).toBe(201);
    const { cookie } = await login(b.baseUrl);
    const inbox = await (await fetch(`${b.baseUrl}/api/admin/inquiries`, { headers: { cookie } })).text();
    expect(inbox).toContain('Otieno Ouma');
  });

  it('stopping one instance leaves the site and its sessions up', async () => {
    const { cookie } = await login(nginx.baseUrl);
    expect(await a.signal('SIGTERM')).toBe(0);
    for (let i = 0; i < 6; i++) {
      expect((await fetch(`${nginx.baseUrl}/`)).status).toBe(200);
      expect((await fetch(`${nginx.baseUrl}/api/admin/me`, { headers: { cookie } })).status).toBe(200);
    }
  });

  it('the sign-in limit counts across both instances (and behind the proxy, per client address)', async () => {
    // Instance a is stopped by now: start it again on the same database. stop() on the stopped one only
    // removes its folder, which would otherwise be left in the temporary directory.
    await a.stop();
    a = await startTestServer({ log: () => {}, adminPassword: password, env: shared });
    const guesser = { 'x-forwarded-for': '203.0.113.7' };
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await login(i % 2 ? b.baseUrl : a.baseUrl, 'wrong-password', `guess-${i}`, guesser)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    // Another client address is not locked out by that one.
    expect((await login(a.baseUrl, password, 'admin', { 'x-forwarded-for': '198.51.100.20' })).status).toBe(200);
  });
});
