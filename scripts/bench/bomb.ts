import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { MAX_IMAGE_PIXELS } from '../../contracts/media';
import { photoWithMetadata, pngBomb } from '../../media/test-images';
import type { TargetsView } from '../../contracts/media';
import { freePort, rssBytes, servedCommand, startTs, type Child } from './proc';
import { bombSummary, type BombResult } from './report';
import { TARGETS } from './targets';

/**
 * Server memory under image bombs: starts the production server (as the bench
 * does) on a fresh data folder, signs in, and sends at once four PNG bombs
 * (16000 × 16000, ~1 MB each, 768 MB decoded) and four large real-looking
 * photos (48 MP, 8000 × 6000, a phone's high-resolution mode, with EXIF
 * orientation 6 as a portrait shot has, so each is turned upright). It samples
 * the server's RSS every 20 ms and reports the peak; a measurement, not a test.
 * The bombs are refused from their headers and cost almost nothing; the peak
 * is the photos' work (the AVIF encoder of a 1600 × 2133 variant alone takes
 * ~80 MB), one at a time through the image queue.
 *
 *   npm run build && npx tsx scripts/bench/bomb.ts
 */
const BOMB = { width: 16000, height: 16000 };
const PHOTO = { width: 8000, height: 6000 };

/** VmHWM: the most RSS the process ever had (Linux). */
function highWater(pid: number): number {
  try {
    const m = /VmHWM:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) * 1024 : NaN;
  } catch {
    return NaN;
  }
}

/**
 * Runs the compiled server (dist/server/server.mjs, from npm run build) as
 * npm run serve does: its environment and node flags (`nodeArgs` to override
 * the flags), serving `clientDir` (default dist/client).
 */
export async function measureBombs(
  opts: { clientDir?: string; nodeArgs?: string[]; onProgress?: (line: string) => void } = {},
): Promise<BombResult> {
  const say = opts.onProgress ?? (() => {});
  const entry = 'dist/server/server.mjs';
  if (!existsSync(entry)) throw new Error(`${entry} is missing: run npm run build first`);
  const work = mkdtempSync(join(tmpdir(), 'bench-bomb-'));
  let server: Child | undefined;
  try {
    const clientDir = resolve(opts.clientDir ?? 'dist/client');
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const password = randomBytes(12).toString('hex');
    const dataDir = join(work, 'data');
    mkdirSync(dataDir, { recursive: true });

    say(
      `bomb: making 4 PNG bombs (${BOMB.width} × ${BOMB.height}) and a ${PHOTO.width} × ${PHOTO.height} photo with EXIF orientation 6`,
    );
    const bomb = pngBomb(BOMB.width, BOMB.height);
    const photo = Buffer.from(await photoWithMetadata('jpeg', { ...PHOTO, orientation: 6, texture: true }));

    const served = servedCommand();
    server = await startTs(
      entry,
      {
        ...served.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        SITE_URL: base,
        DATA_DIR: dataDir,
        NODE_ENV: 'production',
        CLIENT_DIR: clientDir,
        ADMIN_PASSWORD: password,
      },
      { nodeArgs: opts.nodeArgs ?? served.nodeArgs },
    );
    const pid = server.pid;
    const login = await fetch(`${base}/api/admin/login`, {
      method: 'POST',
      headers: { origin: base, 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password }),
    });
    if (login.status !== 200) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
    const cookie = /^[^;]+/.exec(login.headers.get('set-cookie') ?? '')![0];
    const view = (await (
      await fetch(`${base}/api/admin/media/targets`, { headers: { cookie } })
    ).json()) as TargetsView;
    const targets = view.groups
      .flatMap((g) =>
        g.targets
          .filter((t) => t.kind === 'image' && t.fileName.endsWith('.jpg'))
          .map((t) => ({ folder: g.folder, fileName: t.fileName })),
      )
      .slice(0, 8);
    if (targets.length < 8) throw new Error('fewer than 8 image targets in the manifest');

    // Let start-up garbage settle, so "idle" is the server at rest.
    await new Promise((r) => setTimeout(r, 1000));
    const rssIdleBytes = rssBytes(pid);
    let rssPeakBytes = rssIdleBytes;
    const t0 = performance.now();
    const sampler = setInterval(() => {
      rssPeakBytes = Math.max(rssPeakBytes, rssBytes(pid));
    }, 20);

    const send = (t: (typeof targets)[number], bytes: Buffer, name: string) => {
      const form = new FormData();
      form.append('targetPath', t.folder);
      form.append('fileName', t.fileName);
      form.append('file', new Blob([new Uint8Array(bytes)]), name);
      return fetch(`${base}/api/admin/upload-file`, {
        method: 'POST',
        body: form,
        headers: { cookie, origin: base },
      }).then(async (r) => {
        await r.arrayBuffer();
        return r.status;
      });
    };
    say('bomb: sending 4 bombs and 4 photos at once');
    const statuses = await Promise.all([
      ...targets.slice(0, 4).map((t) => send(t, bomb, 'bomb.png')),
      ...targets.slice(4).map((t) => send(t, photo, 'photo.jpg')),
    ]);
    // A little longer: memory freed late (after the answers) still counts.
    await new Promise((r) => setTimeout(r, 500));
    clearInterval(sampler);
    const seconds = (performance.now() - t0) / 1000;
    return {
      bombs: { count: 4, ...BOMB, bytes: bomb.length, statuses: statuses.slice(0, 4) },
      photos: { count: 4, ...PHOTO, bytes: photo.length, statuses: statuses.slice(4) },
      pixelLimit: MAX_IMAGE_PIXELS,
      rssIdleBytes,
      rssPeakBytes,
      rssHighWaterBytes: highWater(pid),
      seconds,
    };
  } finally {
    await server?.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const r = await measureBombs({ onProgress: (l) => console.log(l) });
  console.log(bombSummary(r));
  console.log(
    `${r.rssPeakBytes <= TARGETS.bombRssBytes ? 'PASS' : 'MISS'}  server RSS ≤ 400 MB under 4 image bombs + 4 large photos: peak ${Math.round(r.rssPeakBytes / 1024 / 1024)} MB`,
  );
}
