import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import type { TargetsView } from '../../contracts/media';
import { freePort, startTs } from './proc';

/**
 * Media as staff bring them from a phone or camera, for the bench: photos of
 * 1920 to 4000 px at 1 to 5 MB, and H.264 clips of 10 to 30 s at 1080p,
 * uploaded through the admin API into every image and video slot of the
 * routes measured, so the site's own pipeline makes the variants, the
 * web-ready videos and their posters. The demo media (npm run media:seed)
 * are small 1200 px pictures written straight into the store; they hide
 * what large pictures cost a phone (decoding, layout, paint).
 *
 * The result is a template DATA_DIR (database and uploads) the bench copies
 * into its fresh one: `npm run bench -- --media-set phone`. Making it takes
 * minutes on two cores (every upload's AVIF/WebP variants, every clip's
 * transcode), so it is kept between runs and made again only for new routes.
 *
 *   node --import tsx scripts/bench/phone-media.ts --routes /,/gallery [--template DIR]
 *   node --import tsx scripts/bench/phone-media.ts --routes all   (every route in the sitemap; the bench's --all)
 */

/** The pool: each photo's size and JPEG quality, portrait and landscape as phones take them. */
const PHOTOS: [number, number, number][] = [
  [4000, 3000, 92],
  [3000, 4000, 90],
  [1920, 1440, 95],
  [3264, 2448, 92],
  [2448, 3264, 90],
  [4000, 2250, 93],
  [2400, 1800, 95],
  [1920, 2560, 94],
  [3000, 2250, 92],
  [4000, 3000, 88],
  [2560, 1920, 95],
  [1440, 1920, 95],
];
/** Clips' lengths in seconds: 1080p at 30 fps, as a phone records. */
const CLIPS = [10, 20, 30];

const HUES = [24, 200, 120, 330, 48, 270];

/** A photo-like JPEG: a lit scene's gradient and a subject, with sensor-like grain (what makes real photos large). */
async function photo(file: string, [w, h, quality]: [number, number, number], i: number) {
  const hue = HUES[i % HUES.length];
  const scene = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},45%,70%)"/><stop offset="1" stop-color="hsl(${(hue + 150) % 360},40%,25%)"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><rect x="${w * 0.2}" y="${h * 0.35}" width="${w * 0.6}" height="${h * 0.4}" rx="${w * 0.02}" fill="hsl(${hue},20%,85%)" opacity="0.8"/><circle cx="${w * 0.7}" cy="${h * 0.25}" r="${Math.min(w, h) * 0.12}" fill="#fff6d8" opacity="0.7"/></svg>`,
  );
  const grain = await sharp({
    create: {
      width: w,
      height: h,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .blur(0.6 + (w / 4000) * 0.4)
    .raw()
    .toBuffer();
  await sharp(scene)
    .composite([{ input: grain, raw: { width: w, height: h, channels: 3 }, blend: 'overlay' }])
    .jpeg({ quality })
    .toFile(file);
}

/** A 1080p H.264 clip with motion and grain, as a phone records (AAC audio included: the pipeline drops it). */
function clip(file: string, seconds: number) {
  const r = spawnSync(
    'ffmpeg',
    [
      ...['-y', '-loglevel', 'error', '-f', 'lavfi', '-i', `testsrc2=size=1920x1080:rate=30:duration=${seconds}`],
      ...['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`],
      // About 16 Mbit/s, as phones record 1080p: grain makes x264 spend whatever a quality target allows.
      ...['-vf', 'noise=alls=8:allf=t', '-c:v', 'libx264', '-preset', 'veryfast', '-b:v', '16M'],
      ...['-maxrate', '20M', '-bufsize', '32M', '-pix_fmt', 'yuv420p'],
      ...['-c:a', 'aac', '-shortest', file],
    ],
    { stdio: 'inherit' },
  );
  if (r.status !== 0)
    throw new Error(`ffmpeg could not make ${file}: install Debian's ffmpeg (apt-get install ffmpeg)`);
}

/** The pool of photos and clips, made once into `dir` and reused. */
export async function phonePool(dir: string): Promise<{ photos: string[]; clips: string[] }> {
  mkdirSync(dir, { recursive: true });
  const photos = PHOTOS.map((_, i) => join(dir, `photo-${String(i + 1).padStart(2, '0')}.jpg`));
  const clips = CLIPS.map((s) => join(dir, `clip-${s}s.mp4`));
  for (const [i, file] of photos.entries()) if (!existsSync(file)) await photo(file, PHOTOS[i], i);
  for (const [i, file] of clips.entries()) if (!existsSync(file)) clip(file, CLIPS[i]);
  return { photos, clips };
}

const MB = (n: number) => `${(n / 1048576).toFixed(1)} MB`;

/** One sentence on the pool, for the bench's table heading. */
export function poolSummary(pool: { photos: string[]; clips: string[] }): string {
  const sizes = pool.photos.map((f) => statSync(f).size);
  const clipSizes = pool.clips.map((f) => statSync(f).size);
  return `phone-like media: ${pool.photos.length} JPEG photos of 1440–4000 px (${MB(Math.min(...sizes))}–${MB(Math.max(...sizes))}) and ${pool.clips.length} 1080p H.264 clips of ${CLIPS.join('/')} s (${MB(Math.min(...clipSizes))}–${MB(Math.max(...clipSizes))}), each uploaded once through the admin API and given round-robin to every image and video slot of the measured routes (the other slots pointed at the library file); the site's pipeline made the variants, web-ready videos, phone renditions and posters`;
}

interface Session {
  base: string;
  cookie: string;
}

async function signIn(base: string, password: string): Promise<Session> {
  const res = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: base },
    body: JSON.stringify({ username: 'admin', password }),
  });
  if (!res.ok) throw new Error(`sign-in: HTTP ${res.status} ${await res.text()}`);
  const cookie = (res.headers.getSetCookie?.() ?? []).map((c) => c.split(';')[0]).join('; ');
  return { base, cookie };
}

async function targetsOf(s: Session, route: string): Promise<TargetsView | null> {
  const res = await fetch(`${s.base}/api/admin/media/targets?page=${encodeURIComponent(route)}`, {
    headers: { cookie: s.cookie, Origin: s.base },
  });
  if (res.status === 404) return null;
  if (!res.ok) throw new Error(`targets of ${route}: HTTP ${res.status} ${await res.text()}`);
  return (await res.json()) as TargetsView;
}

async function upload(s: Session, file: string, targetPath: string, fileName: string) {
  const form = new FormData();
  form.set('targetPath', targetPath);
  form.set('fileName', fileName);
  form.set('file', new Blob([readFileSync(file)]), fileName);
  const res = await fetch(`${s.base}/api/admin/upload-file`, {
    method: 'POST',
    headers: { cookie: s.cookie, Origin: s.base },
    body: form,
  });
  if (!res.ok) throw new Error(`upload of ${targetPath}/${fileName}: HTTP ${res.status} ${await res.text()}`);
}

interface Slot {
  folder: string;
  fileName: string;
  kind: 'image' | 'video';
}

/** Every image and video slot of the routes, once each (the shell's, and a block on two pages, are shared). */
async function slotsOf(s: Session, routes: string[]): Promise<Slot[]> {
  const seen = new Set<string>();
  const slots: Slot[] = [];
  for (const route of routes)
    for (const g of (await targetsOf(s, route))?.groups ?? [])
      for (const t of g.targets) {
        const where = `${g.folder}/${t.fileName}`;
        if (seen.has(where) || (t.kind !== 'image' && t.kind !== 'video')) continue;
        seen.add(where);
        slots.push({ folder: g.folder, fileName: t.fileName, kind: t.kind });
      }
  return slots;
}

/** The library's files by name (GET /api/admin/media, every page). */
async function libraryIds(s: Session): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (let cursor: string | null = ''; cursor !== null; ) {
    const res = await fetch(`${s.base}/api/admin/media?limit=100${cursor ? `&cursor=${cursor}` : ''}`, {
      headers: { cookie: s.cookie, Origin: s.base },
    });
    if (!res.ok) throw new Error(`media library: HTTP ${res.status} ${await res.text()}`);
    const page = (await res.json()) as { items: { id: string; fileName: string }[]; nextCursor: string | null };
    for (const a of page.items) ids.set(a.fileName, a.id);
    cursor = page.nextCursor;
  }
  return ids;
}

/** Points a slot at a library file, as staff do when they choose one in the media field (PUT …/targets/file). */
async function pointAt(s: Session, slot: Slot, assetId: string) {
  const res = await fetch(`${s.base}/api/admin/media/targets/file`, {
    method: 'PUT',
    headers: { cookie: s.cookie, Origin: s.base, 'Content-Type': 'application/json' },
    body: JSON.stringify({ targetPath: slot.folder, fileName: slot.fileName, assetId }),
  });
  if (!res.ok) throw new Error(`pointing ${slot.folder}/${slot.fileName}: HTTP ${res.status} ${await res.text()}`);
}

/** Runs the jobs two at a time (the server's pipeline has the rest of the two cores), with progress. */
async function twoAtATime(jobs: (() => Promise<void>)[], what: string) {
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < jobs.length) {
      await jobs[next++]();
      if (++done % 100 === 0) console.log(`[phone media] ${done}/${jobs.length} ${what}`);
    }
  };
  await Promise.all([worker(), worker()]);
}

/**
 * Fills every image and video slot of the routes from the pool, round-robin.
 * Each pool file is uploaded once, through the upload manager's endpoint, into
 * the first slot it goes to, so the site's pipeline makes its variants or its
 * web-ready files and poster; the other slots are pointed at that library
 * file, as staff reuse a photo. Uploading the same clip into all 78 video
 * slots would transcode it 78 times (each slot's upload is its own job): an
 * hour on two cores for the same result.
 */
async function fillRoutes(s: Session, routes: string[], pool: { photos: string[]; clips: string[] }) {
  const slots = await slotsOf(s, routes);
  const first = new Map<string, Slot>();
  const given = { image: 0, video: 0 };
  const plan = slots.map((slot) => {
    const list = slot.kind === 'image' ? pool.photos : pool.clips;
    const file = list[given[slot.kind]++ % list.length];
    if (!first.has(file)) first.set(file, slot);
    return { slot, file };
  });
  await twoAtATime(
    [...first].map(
      ([file, slot]) =>
        () =>
          upload(s, file, slot.folder, slot.fileName),
    ),
    'pool files uploaded',
  );
  await videosReady(s, [...first.values()]);
  const ids = await libraryIds(s);
  const rest = plan.filter(({ slot, file }) => first.get(file) !== slot);
  await twoAtATime(
    rest.map(({ slot, file }) => () => {
      const id = ids.get(first.get(file)!.fileName);
      if (!id) throw new Error(`the library has no file named ${first.get(file)!.fileName} after its upload`);
      return pointAt(s, slot, id);
    }),
    'slots pointed at library files',
  );
  return {
    images: plan.filter((p) => p.slot.kind === 'image').length,
    videos: plan.filter((p) => p.slot.kind === 'video').length,
  };
}

/** Every public route the site lists (what the bench measures with --all). */
export async function sitemapRoutes(base: string): Promise<string[]> {
  const xml = await (await fetch(`${base}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
}

/** Waits until none of the slots' videos is queued or transcoding; a failed transcode is an error. */
async function videosReady(s: Session, slots: Slot[], timeoutMs = 45 * 60_000) {
  const until = Date.now() + timeoutMs;
  const wanted = new Set(slots.map((x) => `${x.folder}/${x.fileName}`));
  for (;;) {
    const res = await fetch(`${s.base}/api/admin/media/targets`, { headers: { cookie: s.cookie, Origin: s.base } });
    if (!res.ok) throw new Error(`targets: HTTP ${res.status} ${await res.text()}`);
    const view = (await res.json()) as TargetsView;
    const states = view.groups.flatMap((g) =>
      g.targets
        .filter((t) => t.video && wanted.has(`${g.folder}/${t.fileName}`))
        .map((t) => ({ where: `${g.folder}/${t.fileName}`, ...t.video! })),
    );
    const failed = states.find((v) => v.state === 'failed');
    if (failed) throw new Error(`the transcode of ${failed.where} failed: ${failed.reason}`);
    const waiting = states.filter((v) => v.state === 'queued' || v.state === 'processing').length;
    if (!waiting) return;
    if (Date.now() > until) throw new Error(`${waiting} videos still transcoding after ${timeoutMs / 60_000} minutes`);
    console.log(`[phone media] ${waiting} videos transcoding`);
    await new Promise((r) => setTimeout(r, 5000));
  }
}

/**
 * Makes the template: the built server on an empty DATA_DIR, the pool
 * uploaded into the routes' slots, the pipeline's work awaited. Kept with the
 * routes it holds; made again when asked for others.
 */
export async function phoneMediaTemplate(o: { template: string; pool: string; routes: string[] | 'all' }) {
  const stamp = join(o.template, 'phone-media.json');
  const pool = await phonePool(o.pool);
  const summary = poolSummary(pool);
  if (existsSync(stamp)) {
    const had = JSON.parse(readFileSync(stamp, 'utf8')) as { routes: string[]; all?: boolean; password: string };
    const wanted = o.routes === 'all' ? null : o.routes;
    if (had.all || wanted?.every((r) => had.routes.includes(r))) return { summary, password: had.password };
  }
  rmSync(o.template, { recursive: true, force: true });
  mkdirSync(o.template, { recursive: true });
  const password = randomBytes(12).toString('hex');
  let routes: string[] = [];
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await startTs('dist/server/server.mjs', {
    PORT: String(port),
    HOST: '127.0.0.1',
    SITE_URL: base,
    DATA_DIR: o.template,
    NODE_ENV: 'production',
    ADMIN_PASSWORD: password,
    CLIENT_DIR: resolve('dist/client'),
  });
  try {
    const s = await signIn(base, password);
    routes = o.routes === 'all' ? await sitemapRoutes(base) : o.routes;
    const counts = await fillRoutes(s, routes, pool);
    console.log(`[phone media] ${counts.images} image and ${counts.videos} video slots filled`);
  } finally {
    await server.stop();
  }
  writeFileSync(stamp, JSON.stringify({ routes, all: o.routes === 'all', password }, null, 2));
  return { summary, password };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const at = process.argv.indexOf('--routes');
  // --routes all: every route in the sitemap.
  const list = at > 0 ? process.argv[at + 1] : '/';
  const routes = list === 'all' ? 'all' : list.split(',').filter(Boolean);
  const t = process.argv.indexOf('--template');
  const template = resolve(t > 0 ? process.argv[t + 1] : 'bench/results/phone-media-template');
  if (!existsSync('dist/server/server.mjs')) throw new Error('Build first: npm run build');
  const made = await phoneMediaTemplate({ template, pool: resolve('bench/results/phone-media-pool'), routes });
  console.log(made.summary);
  console.log(readdirSync(template).join(' '));
}
