import { createHash } from 'node:crypto';
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { FIRST_ADMIN_USERNAME } from '../../api/auth/first-admin';
import { createSession } from '../../api/auth/sessions';
import { DEFAULT_UPLOAD_LIMITS, type AppConfig, type S3Config, type UploadLimits } from '../../api/config';
import type { ManifestSource } from '../../media/manifest';
import { gallery, home } from '../../site-config/media';
import { silentLogger } from '../../api/logging';
import { composeServer, type ComposeOptions } from '../../app/compose';
import { testSiteContent } from './content';
import type { VideoTools } from '../../media/video/tools';
import { migratedTestDatabase } from './database';
import { newDataDir, trackRunningApp } from './test-data';
export const SITE = 'http://media.test';

/** A small page set with one target of each kind, named by the real conventions. */
export const fixturePages: ManifestSource[] = [
  {
    path: '/',
    label: 'Home',
    meta: { title: 'Home' },
    blocks: [{ props: { slides: [{ media: home.heroVideo('prefab-units', 1), alt: 'Hero' }] } }],
  },
  {
    path: '/gallery',
    label: 'Gallery',
    meta: { title: 'Gallery' },
    blocks: [
      {
        props: {
          items: [1, 2].map((n) => ({
            media: gallery.productImage('prefab-units', n),
            alt: `Prefab unit ${n}`,
            title: `Prefab Product ${n}`,
          })),
        },
      },
      { props: { videos: [gallery.projectVideo('prefab-units', 1)], catalog: gallery.catalog('prefab-units') } },
    ],
  },
];

export interface MediaTestAppOptions {
  s3?: S3Config;
  contentPollMs?: number;
  /** ffmpeg and ffprobe (default: the ones found on the machine); NO_VIDEO_TOOLS stores videos as they came. */
  videoTools?: VideoTools;
  video?: ComposeOptions['video'];
  /** Start on the DATA_DIR and database of an earlier app (a restart); that app's test removes them. */
  sameDataAs?: { config: AppConfig };
  /** Keep the DATA_DIR on close, for a restart on it; it goes when the test file ends. */
  keepData?: boolean;
  /** Upload limits other than the defaults (the environment's UPLOAD_* and VIDEO_MAX_SECONDS). */
  limits?: Partial<UploadLimits>;
  /** DATA_DIR in a folder of the test's own (a small disk it fills); the test removes it. */
  dataDir?: string;
}

/**
 * A server without ffmpeg or ffprobe: video uploads are stored byte for byte
 * as sent, as before the video pipeline. Tests of serving (Range, versions,
 * buckets) use it, since they compare the bytes they uploaded.
 */
export const NO_VIDEO_TOOLS: VideoTools = {
  missing: [
    'ffmpeg (install the operating system\'s ffmpeg package, on Debian or Ubuntu "apt-get install ffmpeg", or set FFMPEG_PATH)',
    'ffprobe (install the operating system\'s ffmpeg package, on Debian or Ubuntu "apt-get install ffmpeg", or set FFPROBE_PATH)',
  ],
};

/** The whole app, composed as in production, on a temp DATA_DIR with a signed-in admin and the upload targets of `pages`. */
export async function mediaTestApp(pages: ManifestSource[] = fixturePages, opts: MediaTestAppOptions = {}) {
  const shared = opts.sameDataAs?.config;
  const dataDir = shared?.dataDir ?? opts.dataDir ?? newDataDir('media-test-');
  const config: AppConfig = shared ?? {
    port: 0,
    host: 'localhost',
    dataDir,
    siteUrl: SITE,
    secureCookies: false,
    production: true,
    trustProxy: 0,
    ...(await migratedTestDatabase(dataDir)),
    s3: opts.s3,
    limits: { ...DEFAULT_UPLOAD_LIMITS, ...opts.limits },
  };
  const server = await composeServer({
    config,
    assets: { public: { scripts: [], styles: [] }, admin: { scripts: [], styles: [] } },
    manifestPages: pages,
    content: await testSiteContent(),
    log: () => {},
    logger: silentLogger(),
    contentPollMs: opts.contentPollMs,
    videoTools: opts.videoTools,
    video: opts.video,
  });
  const { app } = server;
  const { db, media: store } = server.deps;
  const user = await db
    .selectFrom('adminUsers')
    .select('id')
    .where('username', '=', FIRST_ADMIN_USERNAME)
    .executeTakeFirstOrThrow();
  const session = await createSession(db, user.id);
  const cookie = `sid=${session.id}`;

  function form(
    fields: { targetPath?: string; fileName?: string; file?: Blob | Uint8Array | string },
    filename = 'upload.bin',
  ) {
    const fd = new FormData();
    if (fields.targetPath !== undefined) fd.append('targetPath', fields.targetPath);
    if (fields.fileName !== undefined) fd.append('fileName', fields.fileName);
    if (fields.file !== undefined)
      fd.append('file', fields.file instanceof Blob ? fields.file : new Blob([fields.file as BlobPart]), filename);
    return fd;
  }

  async function upload(
    fields: Parameters<typeof form>[0],
    headers: Record<string, string> = { cookie, origin: SITE },
  ) {
    // The form as bytes, not as the stream a FormData body becomes: a refusal answered before the body is read
    // closes that stream while Node 24's fetch still writes into it, an unhandled rejection in the test process.
    const encoded = new Request(`${SITE}/`, { method: 'POST', body: form(fields) });
    const res = await app.request(`${SITE}/api/admin/upload-file`, {
      method: 'POST',
      body: await encoded.arrayBuffer(),
      headers: { ...headers, 'content-type': encoded.headers.get('content-type')! },
    });
    return {
      status: res.status,
      retryAfter: res.headers.get('retry-after'),
      body: (await res.json()) as { status: string; message: string; url?: string },
    };
  }

  /** Every file under DATA_DIR/uploads and the temp folder (to prove a refusal wrote nothing). */
  const files = () => {
    const list = (dir: string): string[] => {
      try {
        return readdirSync(dir, { recursive: true, withFileTypes: true })
          .filter((d) => d.isFile())
          .map((d) => join(d.parentPath, d.name));
      } catch {
        return [];
      }
    };
    return [...list(store.root), ...list(store.tmpDir)];
  };

  return {
    app,
    db,
    store,
    config,
    videos: server.videos,
    /** This instance's reader of the change feed. */
    changes: server.deps.changes,
    dataDir,
    cookie,
    form,
    upload,
    files,
    close: trackRunningApp(async () => {
      await server.close();
      if (!shared && !opts.keepData && !opts.dataDir) rmSync(dataDir, { recursive: true, force: true });
    }),
  };
}

/** A real JPEG/PNG/WebP of a given size and colour. */
export function testImage(format: 'jpeg' | 'png' | 'webp', width = 1200, height = 750, color = '#2f6f4f') {
  const img = sharp({ create: { width, height, channels: 3, background: color } });
  return (format === 'jpeg' ? img.jpeg() : format === 'png' ? img.png() : img.webp()).toBuffer();
}

/** The smallest bytes that sniff as an MP4 (ftyp box) and as a PDF. */
export const MP4_BYTES = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisom\0\0\x02\0isomiso2'),
  Buffer.alloc(2048, 7),
]);
export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** The app and session a media test signs in with (mediaTestApp's answer). */
type SignedInApp = { app: { request(url: string, init: RequestInit): Response | Promise<Response> }; cookie: string };

/**
 * A JSON request to a media test app, as its admin (or as `cookie`): the status, the parsed body (undefined when
 * there is none or it is not JSON) and the text.
 */
export async function mediaCall(t: SignedInApp, method: string, path: string, body?: unknown, cookie = t.cookie) {
  const headers: Record<string, string> = { cookie, origin: SITE };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await t.app.request(`${SITE}${path}`, {
    method,
    headers,
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  // biome-ignore lint/suspicious/noExplicitAny: answers of many shapes, read by the assertions
  let json: any;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: res.status, json, text };
}

/** A file uploaded to the media library through the API, as the admin; the caller checks the status. */
export async function libraryUpload(t: SignedInApp, file: Uint8Array, name: string) {
  const fd = new FormData();
  fd.append('file', new Blob([file as BlobPart]), name);
  const res = await t.app.request(`${SITE}/api/admin/media`, {
    method: 'POST',
    body: fd,
    headers: { cookie: t.cookie, origin: SITE },
  });
  return { status: res.status, json: (await res.json()) as { id: string; url: string } };
}

/** The upload form's targets of the gallery's first picture, video and catalogue: what the upload tests send. */
export const GALLERY_TARGETS = {
  image: {
    targetPath: 'Gallery/product-images/prefab-units',
    fileName: 'gallery-product-images-prefab-units-image-1.jpg',
  },
  video: {
    targetPath: 'Gallery/project-videos/prefab-units',
    fileName: 'gallery-project-videos-prefab-units-video-1.mp4',
  },
  pdf: {
    targetPath: 'Gallery/pdf-catalogs/prefab-units',
    fileName: 'gallery-pdf-catalogs-prefab-units-catalog-catalog-1.pdf',
  },
};

/** The slot URL the gallery image target fills. */
export const GALLERY_IMAGE_SLOT = gallery.productImage('prefab-units', 1);

/** A file's SHA-256 in hex, to compare what was stored with what was sent. */
export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
