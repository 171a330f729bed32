import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { AddressOutcome } from '../../api/redirects/store';
import type { ContactDetailsData } from '../../contracts/contact-details';
import { escapeHtml } from '../../engine/head';
import type { AnyPage } from '../../engine/registry';
import type { Shell } from '../../engine/server/site';
import type { Change, FeedDatabase } from '../../platform/change-feed';
import { createFeedConsumer } from '../../platform/feed-consumer';
import { aliasPrefixes } from '../../site-config/routes';
import { affectedAddresses, SITEMAP } from './affected-addresses';
import { folderSink, isTemporary, type MirrorSink } from './mirror-sinks';

const br = promisify(brotliCompress);
const gz = promisify(gzip);
/**
 * Brotli's quality for the mirror's copies. Measured on the seed's 67-70 KB pages: quality 11 took 0.5-0.7 s a
 * page (a navigation change at 2,000 pages would be over 20 minutes of compression) for 10.4 KB; quality 6
 * takes 4-25 ms for 11.4 KB. A publish reaching visitors within seconds is worth the kilobyte.
 */
const BROTLI_QUALITY = 6;
/** Pages mirrored at once (see mirrorEach). */
const MIRROR_CONCURRENCY = 4;

/** Files of the mirror that are not pages: rewritten as the feed says, never removed as stale. */
const POSITION_FILE = 'mirror-position.json';
/**
 * The changes that may change which addresses answer 301 or 410 (a redirect;
 * a page made, moved or deleted): the nginx map files follow them.
 */
const ADDRESS_CHANGES: ReadonlySet<Change['kind']> = new Set(['redirect', 'page']);
const NGINX_DIR = 'nginx';

/**
 * Mirrors the addresses a few at a time: one page renders on this thread while the ones before it are
 * compressed on libuv's pool and written, so a navigation change over 2,000 pages is not one long queue.
 * The first failure stops the rest and is thrown (the consumer retries the change whole).
 */
async function mirrorEach(addresses: Iterable<string>, mirrorAddress: (path: string) => Promise<void>) {
  const queue = [...addresses];
  let failed: unknown;
  const worker = async () => {
    while (queue.length && failed === undefined) {
      try {
        await mirrorAddress(queue.shift()!);
      } catch (err) {
        failed ??= err;
      }
    }
  };
  await Promise.all(Array.from({ length: MIRROR_CONCURRENCY }, worker));
  if (failed !== undefined) throw failed;
}

/** What the mirror is rendered from and written to: the consumer's renderer, and `npm run export`'s. */
export interface MirrorRendererOptions {
  /** Where the mirror lives (MIRROR_DIR, default DATA_DIR/mirror); absent: only in `sinks`. */
  dir?: string;
  /** More places the mirror is written to, the same files (the bucket, under a prefix, when MEDIA_STORE=s3). */
  sinks?: MirrorSink[];
  /** The public site's app: the mirror is what it answers. */
  request: (path: string) => Promise<Response>;
  pages: () => readonly AnyPage[];
  shell: () => Shell;
  redirects: () => Map<string, AddressOutcome>;
  /** The contact details, for the page nginx answers when a contact form is posted while the app is down. */
  contact: () => Pick<ContactDetailsData, 'companyName' | 'phone' | 'whatsapp' | 'email'>;
  /**
   * Brings this instance up to the feed position `to` (its in-memory pages are what the mirror renders);
   * throws when it could not, so the consumer tries again later.
   */
  caughtUp?: (to: number) => Promise<void>;
  log?: (line: string) => void;
  /** Whether each page gets .br and .gz copies beside it (default yes: nginx and a CDN serve them; an export may not). */
  compressed?: boolean;
  /** Changes a page's (and the 404 page's) HTML before it is written (the export names the API's origin in it). */
  transform?: (html: string) => string;
}

export interface MirrorOptions extends MirrorRendererOptions {
  db: FeedDatabase;
  /** This instance, as the consumer's lease names it. */
  owner: string;
  intervalMs?: number;
  /** How long the writer holds the mirror without renewing (MIRROR_LEASE_MS; the consumer's default 30 s). */
  leaseMs?: number;
}

/** The file a public address is mirrored to: path/index.html (the home page: index.html). */
export const mirrorFile = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}/index.html`);

/** Every address a page is served at: its path, its aliases and the prefix aliases' forms of each. */
function addressesOf(pages: readonly AnyPage[], paths: Iterable<string>) {
  const out = new Set<string>();
  const byPath = new Map(pages.filter((p) => p.layout === 'site').map((p) => [p.path, p]));
  for (const path of paths) {
    out.add(path);
    for (const alias of byPath.get(path)?.aliases ?? []) out.add(alias);
  }
  for (const { from, to } of aliasPrefixes)
    for (const path of [...out]) if (path === to || path.startsWith(`${to}/`)) out.add(from + path.slice(to.length));
  return out;
}

/** nginx `map` lines: a redirect's source to its target (301), or to 1 for an address gone for good (410). */
function nginxMaps(redirects: Map<string, AddressOutcome>) {
  const quote = (s: string) => `"${s.replace(/["\\]/g, (c) => `\\${c}`)}"`;
  const moved: string[] = [];
  const gone: string[] = [];
  for (const [from, outcome] of [...redirects].sort(([a], [b]) => a.localeCompare(b)))
    if ('to' in outcome) moved.push(`${quote(from)} ${quote(outcome.to)};`);
    else gone.push(`${quote(from)} 1;`);
  return { moved: `${moved.join('\n')}\n`, gone: `${gone.join('\n')}\n` };
}

/**
 * What nginx answers (503) when a contact form is posted while no instance of the app answers: the message
 * could not be taken, so the page says how to reach the company instead.
 */
export function offlinePage(c: Pick<ContactDetailsData, 'companyName' | 'phone' | 'whatsapp' | 'email'>) {
  const e = escapeHtml;
  const digits = c.whatsapp.replace(/[^0-9]/g, '');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Message not sent | ${e(c.companyName)}</title>
<style>body{font:1.1rem/1.6 system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#1f2937}a{color:#9a3412}</style>
</head>
<body>
<main>
<h1>Your message was not sent</h1>
<p>Our website cannot take messages right now. Please reach ${e(c.companyName)} directly:</p>
<ul>
<li>Phone: <a href="tel:${e(c.phone.replace(/[^0-9+]/g, ''))}">${e(c.phone)}</a></li>
<li>WhatsApp: <a href="https://wa.me/${e(digits)}">${e(c.whatsapp)}</a></li>
<li>E-mail: <a href="mailto:${e(c.email)}">${e(c.email)}</a></li>
</ul>
<p><a href="/">Back to the website</a></p>
</main>
</body>
</html>
`;
}

/**
 * The static mirror: the public site as files that nginx serves without the
 * application, kept current by a durable consumer of the change feed (one
 * instance at a time writes it). For each change it renders just the
 * addresses the change touches (affectedAddresses) and writes each with its
 * .br and .gz copies; a page gone from the site has its files removed; a
 * redirect rewrites the nginx map files (301 and 410); the contact details
 * rewrite offline.html (what nginx answers a contact form posted while the
 * app is down). Everything, once,
 * when the mirror has never been written or is behind the feed's pruning
 * horizon: the pages, the 404 page, sitemap.xml and robots.txt, and the
 * files of pages no longer served are removed. Every file is written to a
 * temporary name and renamed over the old one, so nginx never serves half a
 * file. `mirror-position.json` says which feed position the mirror reflects.
 */
export function createStaticMirror(o: MirrorOptions) {
  const render = mirrorRenderer(o);
  return createFeedConsumer(o.db, {
    name: 'static-mirror',
    owner: o.owner,
    intervalMs: o.intervalMs,
    leaseMs: o.leaseMs,
    log: o.log,
    handle: render.handle,
    rebuild: async (head) => {
      await render.rebuild(head);
    },
  });
}

/**
 * Renders the public site into the mirror's sinks: `rebuild` everything as of
 * a feed position, `handle` just what some changes touch. The consumer above
 * drives it from the feed; `npm run export` calls `rebuild` once.
 */
export function mirrorRenderer(o: MirrorRendererOptions) {
  const transform = o.transform ?? ((html: string) => html);
  const sinks = [...(o.dir ? [folderSink(o.dir)] : []), ...(o.sinks ?? [])];
  const where = sinks.map((k) => k.name).join(' and ');

  /** Writes a file, with .br and .gz copies (written first, so no encoding of a page is older than its plain file). */
  async function put(file: string, body: string | Buffer, compressed = o.compressed ?? true) {
    const raw = typeof body === 'string' ? Buffer.from(body) : body;
    const copies: [string, Buffer][] = [[file, raw]];
    if (compressed) {
      copies.unshift(
        [`${file}.br`, await br(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })],
        [`${file}.gz`, await gz(raw, { level: 9 })],
      );
    }
    for (const sink of sinks) for (const [name, bytes] of copies) await sink.write(name, bytes);
  }

  async function drop(file: string) {
    for (const sink of sinks) for (const name of [file, `${file}.br`, `${file}.gz`]) await sink.remove(name);
  }

  /** Renders `path` as the site answers it: written when it is a page, removed otherwise. */
  async function mirrorAddress(path: string) {
    const res = await o.request(path);
    if (res.status === 200) return put(mirrorFile(path), transform(await res.text()));
    await res.body?.cancel();
    if (res.status === 404 || res.status === 410 || res.status === 301) return drop(mirrorFile(path));
    throw new Error(`${path} answered ${res.status}`);
  }

  async function writeMaps() {
    const maps = nginxMaps(o.redirects());
    await put(`${NGINX_DIR}/redirects.map`, maps.moved, false);
    await put(`${NGINX_DIR}/gone.map`, maps.gone, false);
    // A page that reads query parameters (?category=) is the app's when a query is sent: the file is the page without one.
    const withQuery = [
      ...addressesOf(
        o.pages(),
        o
          .pages()
          .filter((p) => p.query.length)
          .map((p) => p.path),
      ),
    ];
    await put(`${NGINX_DIR}/query-pages.map`, withQuery.map((path) => `"${path}" 1;\n`).join(''), false);
  }

  async function writeSiteFiles() {
    await put('sitemap.xml', await (await o.request(SITEMAP)).text());
    await put('robots.txt', await (await o.request('/robots.txt')).text());
    const notFound = await o.request('/this-page-is-not-part-of-the-site');
    await put('404.html', transform(await notFound.text()));
    await put('offline.html', offlinePage(o.contact()));
  }

  async function record(position: number) {
    await put(POSITION_FILE, JSON.stringify({ position, at: new Date().toISOString() }), false);
  }

  /**
   * Removes the mirrored pages no address serves any more (after a rebuild), and the temporary files of a
   * writer that died between its write and its rename (one writer at a time: none of them is being written).
   */
  async function removeStale(served: Set<string>) {
    for (const sink of sinks)
      for (const file of await sink.list()) {
        const page = file === 'index.html' || file.endsWith('/index.html');
        if (page && !served.has(file)) for (const name of [file, `${file}.br`, `${file}.gz`]) await sink.remove(name);
        else if (isTemporary(file)) await sink.remove(file);
      }
  }

  /** Writes everything as of feed position `head`; answers the addresses written. */
  async function rebuild(head: number) {
    await o.caughtUp?.(head);
    const pages = o.pages();
    // Every public page, also those the sitemap leaves out (noindex): a visitor may still open them.
    const addresses = addressesOf(
      pages,
      pages.filter((p) => p.layout === 'site').map((p) => p.path),
    );
    await mirrorEach(addresses, mirrorAddress);
    await removeStale(new Set([...addresses].map(mirrorFile)));
    await writeSiteFiles();
    await writeMaps();
    await record(head);
    o.log?.(`Static mirror: ${addresses.size} pages written to ${where} (feed position ${head}).`);
    return [...addresses];
  }

  async function handle(changes: Change[], to: number) {
    await o.caughtUp?.(to);
    const site = { pages: o.pages(), shell: o.shell() };
    const paths = new Set<string>();
    for (const change of changes) {
      const affected = affectedAddresses(change, site);
      if (affected === 'all') {
        await rebuild(to);
        return;
      }
      for (const p of affected.paths) paths.add(p);
    }
    const sitemapToo = paths.delete(SITEMAP);
    await mirrorEach(addressesOf(site.pages, paths), mirrorAddress);
    if (sitemapToo) await writeSiteFiles();
    if (changes.some((c) => ADDRESS_CHANGES.has(c.kind))) await writeMaps();
    await record(to);
  }

  return { rebuild, handle };
}
