import { availableParallelism } from 'node:os';
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { loadConfig } from '../api/config';
import { loadSiteContent, siteMediaManifest } from '../app/content';
import { openSiteDatabase } from '../app/database';
import type { MediaTarget } from '../media/manifest';
import { adoptSlotFiles } from '../media/adopt-slot-files';
import { loadMediaRecords, saveMediaRecord } from '../media/records';
import { posterSlotOf, smallVideoSlotOf } from '../media/folders';
import { createMediaStore } from '../media/store';
import { runTool } from '../media/video/ffmpeg';
import { videoTools } from '../media/video/tools';
import { extractPoster, makePhoneRendition } from '../media/video/transcode';
import { openBlobStore } from '../app/blob-store';
import { removeQuietly, tempFile, tempFiles } from '../media/storage';
import { VARIANT_WIDTHS, commitVariants, prepareImage, setImageWorkers } from '../media/variants';
import { collectMediaRefs } from '../engine/media-kind';

/**
 * npm run media:seed [-- --force] [-- --no-variants | --variants-for /,/gallery]
 *
 * Optional, for a demo: a distinct, labelled image for every image slot the
 * pages reference, coloured by family (home, gallery, prefab, furniture,
 * interiors, engineering), written into DATA_DIR/uploads with a media record.
 * Each gets the AVIF/WebP variants an upload gets, so pages are served as
 * they will be with real photos (this is most of the time: see the bench's
 * README). --variants-for limits the variants to the slots of the given
 * routes (the shell's included); --no-variants makes none. Slots that already
 * have a file are kept unless --force, or unless they lack wanted variants.
 *
 * Every video slot gets a short labelled demo video too (a slow pan across
 * its demo picture, 3 s at 1280 × 720), made by the same ffmpeg the upload
 * pipeline uses and in the form it produces (H.264, faststart, no audio),
 * with its poster frame and the poster's variants and its phone rendition
 * (640 × 360, made by the pipeline's own settings), so pages look and load as
 * they will with real videos. Demo videos seeded before renditions existed
 * are kept as they are: --force makes them again with one. --no-videos skips
 * them; without ffmpeg they are skipped with a note. PDFs are left to real uploads.
 */
const argv = process.argv.slice(2);
const args = new Set(argv);
const force = args.has('--force');
const withVariants = !args.has('--no-variants');
/** Routes whose slots get variants (--variants-for /a,/b or --variants-for=/a,/b); undefined: every slot. */
const forAt = argv.findIndex((a) => a.startsWith('--variants-for'));
const variantRouteList =
  forAt < 0
    ? undefined
    : (argv[forAt].includes('=') ? argv[forAt].split('=')[1] : (argv[forAt + 1] ?? '')).split(',').filter(Boolean);
const withVideos = !args.has('--no-videos');
const WIDTH = 1200;
const VIDEO_W = 1280;
const VIDEO_H = 720;
const HEIGHT = 750;

/** Family → hue, so a page's images read as one set and families differ at a glance. */
const FAMILY_HUE: Record<string, number> = {
  home: 205,
  Gallery: 265,
  'prefab-units': 28,
  'executive-furniture': 145,
  interiors: 330,
  engineering: 0,
};

function hueOf(t: MediaTarget): number {
  const family = t.folder.split('/')[0];
  const base = FAMILY_HUE[family] ?? [...family].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 360, 7);
  // Neighbouring slots shift a little, so no two images of a section are the same picture.
  return (base + ((t.position * 7) % 36) - 18 + 360) % 360;
}

const esc = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** Everything that matters sits in the middle 700 px, so square and 4:3 tiles (object-fit: cover) still show it. */
function svg(t: MediaTarget, label: string): string {
  const h = hueOf(t);
  const name = t.defaults.productName ?? t.defaults.alt ?? label;
  const cut = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);
  const text = (
    y: number,
    size: number,
    body: string,
    extra: string,
    family = 'DejaVu Sans, Liberation Sans, Arial, sans-serif',
  ) =>
    `<text x="${WIDTH / 2}" y="${y}" text-anchor="middle" font-family="${family}" font-size="${size}" ${extra}>${esc(body)}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="hsl(${h},55%,38%)"/><stop offset="1" stop-color="hsl(${(h + 40) % 360},60%,22%)"/>
  </linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <g fill="none" stroke="hsla(0,0%,100%,0.12)" stroke-width="2">${Array.from({ length: 9 }, (_, i) => `<circle cx="${600 + ((t.position % 5) - 2) * 60}" cy="${300 + ((t.position % 3) - 1) * 40}" r="${40 + i * 46}"/>`).join('')}</g>
  ${text(150, 22, 'DEMO IMAGE', 'font-weight="700" letter-spacing="4" fill="hsla(0,0%,100%,0.7)"')}
  ${text(360, 180, String(t.position), 'font-weight="700" fill="hsla(0,0%,100%,0.92)"')}
  ${text(450, 36, cut(name, 34), 'font-weight="700" fill="#fff"')}
  ${text(500, 24, cut(label, 48), 'fill="hsla(0,0%,100%,0.85)"')}
  ${text(600, 18, cut(t.fileName, 60), 'fill="hsla(0,0%,100%,0.7)"', 'DejaVu Sans Mono, monospace')}
</svg>`;
}

function progress(done: number, total: number, written: number, started: number) {
  const width = 30;
  const filled = total ? Math.round((done / total) * width) : width;
  const line = `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${done}/${total} images, ${written} written, ${((performance.now() - started) / 1000).toFixed(1)} s`;
  if (process.stdout.isTTY) process.stdout.write(`\r${line}`);
  else if (done === total || done % Math.max(1, Math.ceil(total / 10)) === 0) console.log(line);
}

const config = loadConfig();
const content = await loadSiteContent();
const manifest = siteMediaManifest(content);
/** The slots that get variants: every one, or those the given routes (and the shell around them) show. */
const variantSlots: ((slot: string) => boolean) | undefined = !withVariants
  ? undefined
  : variantRouteList
    ? (() => {
        const slots = collectMediaRefs([content.shell.header, content.shell.footer]);
        for (const page of content.pages)
          if (variantRouteList.includes(page.path)) collectMediaRefs(page.blocks, slots);
        return (slot: string) => slots.has(slot);
      })()
    : () => true;
const store = createMediaStore({ root: join(config.dataDir, 'uploads'), blobs: await openBlobStore(config) });
const database = await openSiteDatabase(config);
const { db } = database;
// A slot that names a library file (an upload) is not empty; with --force the demo file replaces it at the
// slot's own address and the library file stays untouched.
await loadMediaRecords(db, store);
const ownFile = (slot: string) => {
  const rec = store.getRecord(slot);
  if (rec?.assetUrl) store.setRecord(slot, { ...rec, assetUrl: null });
};
const labels = new Map(manifest.groups.flatMap((g) => g.targets.map((t) => [t.slot, g.label] as const)));
const images = manifest.targets.filter((t) => t.kind === 'image');
console.log(
  `Seeding ${images.length} image slots of ${manifest.total} targets into ${store.blobs.description}${force ? ' (replacing existing files)' : ''}${withVariants ? `, with variants${variantRouteList ? ` for ${variantRouteList.join(' ')}` : ''}` : ''}`,
);

const records: { t: MediaTarget; file: { contentHash: string; size: number; width: number; height: number } }[] = [];
const started = performance.now();
let done = 0;
let written = 0;
const queue = [...images];
async function worker() {
  for (let t = queue.shift(); t; t = queue.shift()) {
    const variants = variantSlots?.(t.slot) ?? false;
    // A demo image kept from a run without variants is made again with them.
    const lacksVariants = variants && !store.blobs.info(store.variantKey(t.slot, VARIANT_WIDTHS[0], 'webp'));
    if (force || lacksVariants || !store.blobs.info(store.key(t.slot))) {
      ownFile(t.slot);
      const file = store.filePath(t.slot);
      const tmp = await tempFile(store.tmpDir, t.fileName);
      await tmp.fh.close();
      try {
        const buf = await sharp(Buffer.from(svg(t, labels.get(t.slot) ?? t.folder)))
          .jpeg({ quality: 80 })
          .toBuffer();
        await writeFile(tmp.path, buf);
        if (variants) {
          const img = await prepareImage(store, t.slot, tmp.path, 'jpeg', 'jpeg');
          try {
            await commitVariants(store, t.slot, img.variants);
          } finally {
            // The demo JPEG has no metadata, so the original is stored as written; only variants were kept.
            await Promise.all(img.temps.map(removeQuietly));
          }
        }
        if (store.blobs.kind === 'file') {
          // Demo files: a rename keeps readers safe; no fsync, so 2,000 files take seconds, not minutes.
          await mkdir(dirname(file), { recursive: true });
          await rename(tmp.path, file);
        } else await store.blobs.commit(store.key(t.slot), tmp.path);
        records.push({
          t,
          file: {
            contentHash: createHash('sha256').update(buf).digest('hex'),
            size: buf.length,
            width: WIDTH,
            height: HEIGHT,
          },
        });
        written++;
      } finally {
        await removeQuietly(tmp.path);
      }
    }
    progress(++done, images.length, written, started);
  }
}
// Every core encodes (the libuv pool has four threads, which caps it there): the demo set's 1,950
// slots took about 16 minutes one image at a time.
const imageWorkers = Math.min(availableParallelism(), 4);
await setImageWorkers(imageWorkers);
await Promise.all(Array.from({ length: imageWorkers }, worker));
if (process.stdout.isTTY) process.stdout.write('\n');
const videoCount = withVideos ? await seedVideos() : 0;
// Each record commits with its change-feed entry in a transaction of its own (saveMediaRecord opens it):
// one around them all made Kysely refuse the nested one, and the seed died after its last video.
for (const r of records) await saveMediaRecord(db, r.t, { file: r.file });
// Files written straight into slots become library files here (media/adopt-slot-files.ts): a server adopts
// them once per database only, so not those seeded into a folder it has started on. Done here, once: every
// copy of a seeded folder (the bench's template) started with 1,431 files to adopt, and its first answer
// came after 31 s instead of 1 s.
const adopted = await adoptSlotFiles(db, store);
await database.close();
console.log(
  `Done: ${written} images written, ${images.length - written} kept${withVideos ? `; ${videoCount} demo videos written` : ''}; ${adopted} added to the media library. A running server shows them after a restart.`,
);

/** Demo videos for every empty video slot (all of them with --force), with posters and phone renditions; records are added to `records`. */
async function seedVideos(): Promise<number> {
  const { ffmpeg: found, ffprobe, missing } = videoTools();
  if (!found || !ffprobe) {
    console.log(`Skipping demo videos: missing ${missing.join(' and ')}.`);
    return 0;
  }
  const ffmpeg: string = found;
  const videos = manifest.targets.filter((t) => t.kind === 'video' && (force || !store.blobs.info(store.key(t.slot))));
  for (const t of videos) ownFile(t.slot);
  console.log(`Making ${videos.length} demo videos with ffmpeg…`);
  const begun = performance.now();
  let made = 0;
  const next = [...videos];
  async function one() {
    for (let t = next.shift(); t; t = next.shift()) {
      const temps = tempFiles(store.tmpDir);
      const temp = temps.next;
      try {
        // A picture a little wider than the frame, panned across it: motion like a real clip, cheap to encode.
        const frame = await temp('frame.png');
        await sharp(Buffer.from(svg(t, labels.get(t.slot) ?? t.folder).replace('DEMO IMAGE', 'DEMO VIDEO')))
          .resize(VIDEO_W + 160, VIDEO_H, { fit: 'cover' })
          .png()
          .toFile(frame);
        const out = await temp('demo.mp4');
        await runTool(ffmpeg, [
          '-y',
          '-v',
          'error',
          '-nostdin',
          '-loop',
          '1',
          '-framerate',
          '24',
          '-i',
          frame,
          '-t',
          '3',
          '-vf',
          `crop=${VIDEO_W}:${VIDEO_H}:x='160*t/3':y=0,format=yuv420p`,
          '-c:v',
          'libx264',
          '-preset',
          'veryfast',
          '-crf',
          '28',
          '-profile:v',
          'high',
          '-movflags',
          '+faststart',
          '-an',
          '-map_metadata',
          '-1',
          '-fflags',
          '+bitexact',
          '-f',
          'mp4',
          out,
        ]);
        // The phones' rendition, made as the pipeline makes it, so the demo pages exercise the phone path too.
        const small = await temp('demo-small.mp4');
        await makePhoneRendition(ffmpeg, out, small, { fps: 24, duration: 3 });
        await store.blobs.commit(store.key(smallVideoSlotOf(t.slot)), small, 'video/mp4');
        const posterJpeg = await temp('poster.jpg');
        await extractPoster(ffmpeg, out, posterJpeg, 3);
        const posterSlot = posterSlotOf(t.slot);
        const poster = await prepareImage(store, posterSlot, posterJpeg, 'jpeg', 'jpeg');
        temps.made.push(...poster.temps);
        await commitVariants(store, posterSlot, poster.variants);
        await store.blobs.commit(store.key(posterSlot), poster.file, 'image/jpeg');
        const buf = await readFile(out);
        await store.blobs.commit(store.key(t.slot), out, 'video/mp4');
        records.push({
          t,
          file: {
            contentHash: createHash('sha256').update(buf).digest('hex'),
            size: buf.length,
            width: VIDEO_W,
            height: VIDEO_H,
          },
        });
        made++;
        const line = `[videos] ${made}/${videos.length}, ${((performance.now() - begun) / 1000).toFixed(1)} s`;
        if (process.stdout.isTTY) process.stdout.write(`\r${line}`);
        else if (made === videos.length || made % 10 === 0) console.log(line);
      } finally {
        await temps.clear();
      }
    }
  }
  // ffmpeg uses both cores for one video; a second worker overlaps the image work around it.
  await Promise.all([one(), one()]);
  if (process.stdout.isTTY && videos.length) process.stdout.write('\n');
  return made;
}
