import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { folderSink, isTemporary } from '../../app/live/mirror-sinks';
import { freePort } from '../../scripts/lib/free-port';
import { mirrorFirst, startNginx, type TestNginx } from '../../scripts/lib/nginx';
import { startPostgres, type TestPostgres } from '../support/postgres';
import { startS3, type TestS3 } from '../support/s3';
import { startTestServer, type TestServer } from '../../scripts/lib/test-server';

/**
 * The static mirror with everything real around it: two compiled instances
 * on one PostgreSQL and one S3 bucket (s3rver), writing one shared
 * MIRROR_DIR (on one host a folder both see; across hosts shared storage, or
 * the bucket copy), behind nginx with the mirror served first (mirrorFirst,
 * the config docs/deploying.md shows). A publish, a move and a delete show
 * through nginx from the mirror's files and maps; the instance writing the
 * mirror killed mid-way through a navigation change is replaced by the other
 * without a visitor ever getting half a file; and with both instances and the
 * database stopped the site still answers from the mirror.
 */
let pg: TestPostgres;
let s3: TestS3;
let nginx: TestNginx;
let a: TestServer;
let b: TestServer;
let mirror: string;
let cookie: string;
const password = `Mirror-${randomBytes(6).toString('hex')}`;
const run = randomBytes(3).toString('hex');

/** Whether a body is one whole HTML document: what a visitor must get, never the start of one. */
const whole = (html: string) => /^<!doctype html>/i.test(html) && html.trimEnd().endsWith('</html>');

/** Every page file of the mirror, as paths relative to it. */
function mirroredPages(dir = mirror, rel = ''): string[] {
  const out: string[] = [];
  for (const e of readdirSync(join(dir, rel), { withFileTypes: true })) {
    const name = rel ? `${rel}/${e.name}` : e.name;
    if (e.isDirectory()) out.push(...mirroredPages(dir, name));
    else if (e.name === 'index.html') out.push(name);
  }
  return out;
}

const position = () =>
  existsSync(join(mirror, 'mirror-position.json'))
    ? (JSON.parse(readFileSync(join(mirror, 'mirror-position.json'), 'utf8')) as { position: number }).position
    : -1;

async function api(method: string, path: string, body?: unknown) {
  const res = await fetch(`${nginx.baseUrl}${path}`, {
    method,
    headers: { cookie, origin: nginx.baseUrl, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${method} ${path} answered ${res.status}: ${text}`);
  return JSON.parse(text || 'null');
}

const q = (path: string) => `?path=${encodeURIComponent(path)}`;

/**
 * What a failed wait on the mirror reports: each instance's readiness answer (whether its content is caught up,
 * and the mirror consumer's position, how far behind, and whether it writes), the position the mirror's files record, and the last
 * lines each instance logged. A poll's own message says only that time ran out.
 */
async function mirrorDiagnosis() {
  const ready = async (s: TestServer) => {
    try {
      return await (await fetch(`${s.baseUrl}/api/ready`)).json();
    } catch (err) {
      return `no answer: ${(err as Error).message}`;
    }
  };
  const lines: string[] = [`mirror-position.json: ${position()}`];
  for (const [name, s] of [
    ['a', a],
    ['b', b],
  ] as const) {
    lines.push(`instance ${name} /api/ready: ${JSON.stringify(await ready(s))}`);
    lines.push(`instance ${name}'s last log lines:\n${s.output().split('\n').slice(-30).join('\n')}`);
  }
  return lines.join('\n');
}

/**
 * Waits for `check` to hold; when it never does, fails with `message`, what `detail` says then (which parts of
 * the check failed) and the mirror's diagnosis.
 */
async function untilMirror(
  check: () => boolean | Promise<boolean>,
  { message, timeout, detail }: { message: string; timeout: number; detail?: () => unknown },
) {
  try {
    await expect.poll(check, { timeout, message }).toBe(true);
  } catch (err) {
    const then = detail ? `: ${JSON.stringify(detail())}` : '';
    throw new Error(`${message} within ${timeout / 1000} s${then}\n${await mirrorDiagnosis()}`, { cause: err });
  }
}

/** Saves `edit` of a page's document as its draft and publishes it, as the page editor does. */
async function publishPage(path: string, edit: (doc: { blocks: { props: Record<string, unknown> }[] }) => void) {
  const detail = await api('GET', `/api/admin/page${q(path)}`);
  const doc = structuredClone(detail.draft ?? detail.published);
  edit(doc);
  const saved = await api('PUT', `/api/admin/page/draft${q(path)}`, { page: doc, baseVersion: detail.version });
  await api('POST', `/api/admin/page/publish${q(path)}`, { baseVersion: saved.version });
}

const get = (path: string, init: RequestInit = {}) => fetch(`${nginx.baseUrl}${path}`, { redirect: 'manual', ...init });

/** The mirror's writer among the instances still running (the one holding the consumer's lease). */
async function writer(...instances: TestServer[]) {
  for (const s of instances) {
    const ready = (await (await fetch(`${s.baseUrl}/api/ready`)).json()) as { mirror?: { writer: boolean } };
    if (ready.mirror?.writer) return s;
  }
  return undefined;
}

beforeAll(async () => {
  [pg, s3] = await Promise.all([startPostgres({ log: () => {} }), startS3()]);
  mirror = mkdtempSync(join(tmpdir(), 'mirror-shared-'));
  // The pages' canonical links name the public address (nginx's), whichever instance rendered them.
  const port = await freePort();
  const env = {
    DATABASE_URL: pg.url,
    TRUST_PROXY: '1',
    SITE_URL: `http://127.0.0.1:${port}`,
    MIRROR_DIR: mirror,
    // The writer's lease, 30 s in production, is what the killed-writer case waits out before the other
    // instance takes over; 6 s (renewed every 2) proves the same takeover and does not keep the visitors and
    // readers below spinning for the difference.
    MIRROR_LEASE_MS: '6000',
    ...s3.env,
  };
  const echo = process.env.SERVER_LOG === '1';
  a = await startTestServer({ log: () => {}, adminPassword: password, env, echo });
  b = await startTestServer({ log: () => {}, adminPassword: password, env, echo });
  // nginx reads the mirror's map files when it starts: the first full write must be there.
  await vi.waitFor(
    () => {
      if (position() < 0) throw new Error('the first full mirror was never written');
    },
    { timeout: 120_000, interval: 200 },
  );
  const ports = [a, b].map((s) => Number(new URL(s.baseUrl).port));
  nginx = await startNginx((p) => mirrorFirst(p, ports, mirror), { log: () => {}, port });
  const login = await fetch(`${nginx.baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: nginx.baseUrl },
    body: JSON.stringify({ username: 'admin', password }),
  });
  expect(login.status).toBe(200);
  cookie = login.headers.get('set-cookie')!.split(';')[0]!;
}, 240_000);

afterAll(async () => {
  await nginx?.stop();
  await a?.stop();
  await b?.stop();
  await pg?.stop();
  await s3?.stop();
  if (mirror) rmSync(mirror, { recursive: true, force: true });
});

const published = `Steel Works Published ${run}`;
const navLabel = `Start ${run}`;
const moved = { from: `/mirror-move-${run}`, to: `/mirror-moved-${run}` };
const goneAddress = `/mirror-gone-${run}`;

describe('the static mirror behind nginx, two instances on PostgreSQL and S3', () => {
  it('serves a publish from the mirror within seconds', async () => {
    await publishPage('/engineering-services', (doc) => {
      doc.blocks[0]!.props.title = published;
    });
    // The writer puts a page's .br and .gz copies before the page itself (no encoding is ever older than the
    // page), and nginx hands the .gz copy to a client that takes gzip, as fetch does: so the served page can
    // show the publish a moment before the plain file does. The wait is for both.
    let last = { served: false, plainFile: false };
    await untilMirror(
      async () => {
        last = {
          served: (await (await get('/engineering-services')).text()).includes(published),
          plainFile: readFileSync(join(mirror, 'engineering-services/index.html'), 'utf8').includes(published),
        };
        return last.served && last.plainFile;
      },
      { message: 'nginx never served the published heading from the mirror', timeout: 20_000, detail: () => last },
    );
    const res = await get('/engineering-services');
    // From the file: the app sets X-Request-Id on everything it answers, nginx's static files have none.
    expect(res.headers.get('x-request-id')).toBeNull();
    expect(await res.text()).toContain(published);
    // Asked for the page with no encoding, nginx sends the plain file.
    const plain = await get('/engineering-services', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toContain(published);
  });

  it('answers 301 from nginx for a moved page and 410 for one deleted as gone', async () => {
    for (const path of [moved.from, goneAddress]) {
      await api('POST', `/api/admin/page${q(path)}`, { title: `Mirror ${path}` });
      const detail = await api('GET', `/api/admin/page${q(path)}`);
      await api('POST', `/api/admin/page/publish${q(path)}`, { baseVersion: detail.version });
    }
    const detail = await api('GET', `/api/admin/page${q(moved.from)}`);
    await api('PATCH', `/api/admin/page${q(moved.from)}`, { newPath: moved.to, baseVersion: detail.version });
    await api('DELETE', `/api/admin/page${q(goneAddress)}`, { gone: true });
    const maps = () =>
      readFileSync(join(mirror, 'nginx/redirects.map'), 'utf8') + readFileSync(join(mirror, 'nginx/gone.map'), 'utf8');
    // The maps say what the writer's instance knows, which may be ahead of the batch it is writing: the moved
    // page's own file says that the move itself has been written.
    const state = () => ({
      moveInMap: maps().includes(`"${moved.from}" "${moved.to}"`),
      goneInMap: maps().includes(`"${goneAddress}" 1`),
      movedFileWritten: existsSync(join(mirror, `${moved.to.slice(1)}/index.html`)),
      oldFileRemoved: !existsSync(join(mirror, `${moved.from.slice(1)}/index.html`)),
      goneFileRemoved: !existsSync(join(mirror, `${goneAddress.slice(1)}/index.html`)),
    });
    const written = () => Object.values(state()).every(Boolean);
    await untilMirror(written, {
      message: 'the mirror never wrote the move and the delete (page files and nginx maps)',
      timeout: 20_000,
      detail: state,
    });
    // What the systemd path unit of docs/deploying.md does when the maps change.
    await nginx.reload();
    // The app answers these addresses too (their files are gone from the mirror): nginx's own answer has no X-Request-Id.
    const fromNginx = async (path: string) => {
      const res = await get(path);
      await res.arrayBuffer();
      return `${res.status} ${res.headers.get('x-request-id') ?? 'nginx'} ${res.headers.get('location') ?? ''}`;
    };
    // Polled as one: after a reload nginx's old workers finish the connections they hold (fetch keeps some
    // open) with the old maps, so one address may already come from the new workers while another, on an old
    // worker's connection, is still passed to the app.
    const answers = async () =>
      [await fromNginx(moved.from), await fromNginx(goneAddress), await fromNginx(moved.to)].join(' | ');
    await expect
      .poll(answers, {
        timeout: 10_000,
        message: 'nginx never answered the moved, the gone and the new address itself (301 | 410 | 200)',
      })
      .toMatch(new RegExp(`^301 nginx \\S*${moved.to} \\| 410 nginx  \\| 200 nginx $`));
  });

  it('finishes a navigation change on the other instance when the writer is killed mid-way, never serving half a file', async () => {
    const holder = await writer(a, b);
    expect(holder, 'neither instance says it writes the mirror').toBeDefined();
    const other = holder === a ? b : a;
    const pages = mirroredPages();
    expect(pages.length).toBeGreaterThan(20);
    const addresses = pages.map((p) => (p === 'index.html' ? '/' : `/${p.slice(0, -'/index.html'.length)}`));
    const labelled = () => pages.filter((p) => readFileSync(join(mirror, p), 'utf8').includes(navLabel)).length;

    // Visitors all along: every answer, plain and gzip, must be one whole document.
    const broken: string[] = [];
    let served = 0;
    let visiting = true;
    const visitors = [undefined, 'gzip'].map(async (encoding) => {
      for (let i = 0; visiting; i++) {
        const path = addresses[i % addresses.length]!;
        try {
          const res = await get(path, encoding ? { headers: { 'accept-encoding': encoding } } : {});
          const html = await res.text();
          if (res.status !== 200 || !whole(html)) broken.push(`${path} (${encoding ?? 'plain'}): ${res.status}`);
          served++;
        } catch (err) {
          broken.push(`${path} (${encoding ?? 'plain'}): ${(err as Error).message}`);
        }
      }
    });

    // And the files themselves, read as fast as the disk allows: what nginx sends is these bytes, and a file
    // written in place would be caught half-written here far more often than through HTTP.
    let read = 0;
    const readers = [0, 1].map(async (offset) => {
      for (let i = offset; visiting; i += 2) {
        const file = join(mirror, pages[i % pages.length]!);
        try {
          const [html, gz] = await Promise.all([readFile(file, 'utf8'), readFile(`${file}.gz`)]);
          if (!whole(html)) broken.push(`${file}: ${html.length} bytes, not a whole document`);
          else if (!whole(gunzipSync(gz).toString())) broken.push(`${file}.gz: not a whole document`);
          read++;
        } catch (err) {
          broken.push(`${file}: ${(err as Error).message}`);
        }
      }
    });

    const nav = await api('GET', '/api/admin/navigation');
    const navigation = structuredClone(nav.published ?? nav.draft);
    navigation.header.items[0].label = navLabel;
    const saved = await api('PUT', '/api/admin/navigation/draft', { navigation, baseVersion: nav.version });
    await api('POST', '/api/admin/navigation/publish', { baseVersion: saved.version });
    // The writer has rewritten some pages, not all: kill it there, as a power cut would.
    await expect
      .poll(labelled, { timeout: 30_000, interval: 5, message: 'the writer never started on the navigation change' })
      .toBeGreaterThan(0);
    const atKill = labelled();
    await holder!.signal('SIGKILL');
    expect(atKill, 'the writer had finished before it was killed: nothing was left to take over').toBeLessThan(
      pages.length,
    );

    // Its lease runs out (MIRROR_LEASE_MS above), the other instance takes the consumer and redoes the change from the stored position.
    await expect
      .poll(labelled, { timeout: 120_000, interval: 200, message: 'the other instance never finished the change' })
      .toBe(pages.length);
    expect(await writer(other)).toBe(other);
    await expect
      .poll(
        async () =>
          ((await (await fetch(`${other.baseUrl}/api/ready`)).json()) as { mirror: { behind: number } }).mirror,
        { timeout: 30_000, message: 'the mirror stayed behind the feed' },
      )
      .toMatchObject({ behind: 0, writer: true });
    // The killed writer's temporary files (a write cut before its rename) went with the rebuild that replaced it.
    expect((await folderSink(mirror).list()).filter(isTemporary)).toEqual([]);
    visiting = false;
    await Promise.all([...visitors, ...readers]);
    expect(served).toBeGreaterThan(addresses.length);
    expect(read).toBeGreaterThan(pages.length);
    expect(broken).toEqual([]);
  }, 240_000);

  it('answers every public route, the redirects and a contact form with both instances and PostgreSQL stopped', async () => {
    const routes = ((await api('GET', '/api/admin/pages')) as { items: { path: string; live: boolean }[] }).items
      .filter((p) => p.live && !p.path.startsWith('/admin'))
      .map((p) => p.path);
    expect(routes.length).toBeGreaterThan(20);
    const details = await api('GET', '/api/admin/contact-details');
    await Promise.all([a.stop(), b.stop()]);
    await pg.stop();
    expect((await get('/api/health')).status).toBeGreaterThanOrEqual(500);

    const failed: string[] = [];
    for (const path of routes) {
      const res = await get(path);
      const html = await res.text();
      if (res.status !== 200 || !whole(html) || !html.includes(navLabel)) failed.push(`${path}: ${res.status}`);
    }
    expect(failed).toEqual([]);
    expect(await (await get('/engineering-services')).text()).toContain(published);
    expect((await get('/sitemap.xml')).status).toBe(200);
    const movedRes = await get(`${moved.from}?from=card`);
    expect(movedRes.status).toBe(301);
    expect(movedRes.headers.get('location')).toMatch(new RegExp(`${moved.to}\\?from=card$`));
    expect((await get(goneAddress)).status).toBe(410);

    const posted = await get('/api/contact/form', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'name=Wanjiru&email=wanjiru%40example.co.ke&message=A+site+office+in+Thika',
    });
    expect(posted.status).toBe(503);
    const offline = await posted.text();
    for (const part of [details.phone, details.whatsapp, details.email]) expect(offline).toContain(part);
  });
});
