import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import type { PageDetail, PageDocument } from '../../contracts/pages';
import { feedHead } from '../../platform/change-feed';
import { createTestApp, type TestApp } from '../../tests/support/api';
import { loadBalancer, mirrorFirst, startNginx, type TestNginx } from '../lib/nginx';
import { measureLoad } from './load';
import { seedAdminPages } from './feed';
import { median } from './stats';

/**
 * The static mirror through nginx (scripts/lib/nginx.ts, mirrorFirst):
 *
 * - publish to visible: a publish answered until nginx serves the new heading
 *   from the mirror's file (the consumer polls every 50 ms here; production's
 *   500 ms adds up to that much), median and p95;
 * - requests per second for `/` and `/gallery` from the mirror through nginx
 *   against the same app behind nginx (loadBalancer), in one interleaved run,
 *   as a ratio.
 *
 * One instance on SQLite in this process, with the seed's pages and with 2,000
 * admin pages besides; at each size also a navigation change (every page
 * rewritten) until the mirror is at the feed's head.
 */
const PAGE = '/services/containers/public';
const q = `?path=${encodeURIComponent(PAGE)}`;

export interface MirrorRound {
  pages: number;
  rounds: number;
  medianMs: number;
  p95Ms: number;
  /** A navigation change (every page rewritten): publish answered until the mirror is at the feed's head. */
  navigationMs: number;
}

export interface MirrorBench {
  sizes: MirrorRound[];
  load: { route: string; mirrorReqPerSec: number; appReqPerSec: number; ratio: number }[];
}

async function publishToVisible(t: TestApp, nginx: TestNginx, cookie: string, n: number): Promise<number> {
  const page = (await t.request('GET', `/api/admin/page${q}`, { cookie })).json as PageDetail;
  const doc = structuredClone(page.draft ?? page.published) as PageDocument;
  const marker = `Mirror Round ${n} ${Date.now()}`;
  (doc.blocks[0]!.props as { title: string }).title = marker;
  const saved = await t.request('PUT', `/api/admin/page/draft${q}`, {
    cookie,
    body: { page: doc, baseVersion: page.version },
  });
  const started = performance.now();
  const published = await t.request('POST', `/api/admin/page/publish${q}`, {
    cookie,
    body: { baseVersion: saved.json.version },
  });
  if (published.status !== 200) throw new Error(`publish answered ${published.status}: ${published.text}`);
  for (let i = 0; i < 10_000; i++) {
    const res = await fetch(`${nginx.baseUrl}${PAGE}`);
    if ((await res.text()).includes(marker) && !res.headers.get('x-request-id')) return performance.now() - started;
    await new Promise((r) => setTimeout(r, 2));
  }
  throw new Error('nginx never served the publish from the mirror');
}

/** A menu label changed and published: every page's header changes, so the mirror rewrites every page. */
async function navigationToMirrored(t: TestApp, cookie: string): Promise<number> {
  const nav = (await t.request('GET', '/api/admin/navigation', { cookie })).json;
  const navigation = structuredClone(nav.published ?? nav.draft);
  navigation.header.items[0].label = `Menu ${Date.now() % 100_000}`;
  const saved = await t.request('PUT', '/api/admin/navigation/draft', {
    cookie,
    body: { navigation, baseVersion: nav.version },
  });
  const started = performance.now();
  const published = await t.request('POST', '/api/admin/navigation/publish', {
    cookie,
    body: { baseVersion: saved.json.version },
  });
  if (published.status !== 200) throw new Error(`navigation publish answered ${published.status}: ${published.text}`);
  const head = await feedHead(t.db);
  for (let i = 0; i < 600_000; i++) {
    const ready = (await t.request('GET', '/api/ready')).json as { mirror?: { position: number } };
    if ((ready.mirror?.position ?? 0) >= head) return performance.now() - started;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('the mirror never caught up with the navigation change');
}

/** Publish to visible (and a navigation change) with the seed's pages plus `extra` admin pages. */
async function measureSize(
  extra: number,
  o: { rounds: number; log: (line: string) => void },
  withApp: (t: TestApp, nginx: TestNginx, port: number) => Promise<void>,
): Promise<MirrorRound> {
  // The extra pages are written before the measured instance loads, as years of staff work would leave them.
  const seed = await createTestApp({});
  let server: ServerType | undefined;
  let nginx: TestNginx | undefined;
  let t: TestApp | undefined;
  try {
    await seedAdminPages(seed, extra);
    t = await createTestApp({ sameDataAs: seed, mirror: true, contentPollMs: 50 });
    const built = performance.now();
    await t.server.mirror!.run();
    o.log(`mirror written in ${(performance.now() - built).toFixed(0)} ms`);
    const app = t;
    const port = await new Promise<number>((ok) => {
      server = serve({ fetch: app.app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => ok(info.port));
    });
    nginx = await startNginx((p) => mirrorFirst(p, [port], app.config.mirrorDir!), { log: () => {} });
    const cookie = await t.login();
    const times: number[] = [];
    for (let n = 0; n < o.rounds; n++) times.push(await publishToVisible(t, nginx, cookie, n));
    const sorted = [...times].sort((x, y) => x - y);
    // The measured instance loaded the extra pages with the rest.
    const pages = t.server.pages.filter((p) => p.layout === 'site').length;
    const navigationMs = await navigationToMirrored(t, cookie);
    const round = {
      pages,
      rounds: o.rounds,
      medianMs: median(times),
      p95Ms: sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)]!,
      navigationMs,
    };
    o.log(
      `publish to visible through nginx, ${pages} pages: median ${round.medianMs.toFixed(0)} ms, p95 ${round.p95Ms.toFixed(0)} ms; navigation change mirrored in ${navigationMs.toFixed(0)} ms`,
    );
    await withApp(t, nginx, port);
    return round;
  } finally {
    await nginx?.stop();
    if (server) await new Promise((ok) => server!.close(ok));
    await t?.close();
    await seed.close();
  }
}

/** Requests per second for `/` and `/gallery`: the mirror through nginx against the same app behind nginx. */
async function mirrorAgainstApp(
  mirrored: TestNginx,
  port: number,
  o: { seconds: number; loadRounds: number; connections: number; log: (line: string) => void },
) {
  const proxied = await startNginx((p) => loadBalancer(p, [port]), { log: () => {} });
  try {
    const routes = ['/', '/gallery'];
    const results = await measureLoad(
      routes.flatMap((route) => [
        { name: `mirror ${route}`, url: `${mirrored.baseUrl}${route}` },
        { name: `app ${route}`, url: `${proxied.baseUrl}${route}` },
      ]),
      { rounds: o.loadRounds, seconds: o.seconds, connections: o.connections, onProgress: o.log },
    );
    const rate = (name: string) => results.find((r) => r.name === name)!.reqPerSec;
    return routes.map((route) => {
      const mirrorReqPerSec = rate(`mirror ${route}`);
      const appReqPerSec = rate(`app ${route}`);
      return { route, mirrorReqPerSec, appReqPerSec, ratio: mirrorReqPerSec / appReqPerSec };
    });
  } finally {
    await proxied.stop();
  }
}

export async function measureMirror(o: {
  extraPages: number[];
  rounds: number;
  seconds: number;
  loadRounds: number;
  connections: number;
  log: (line: string) => void;
}): Promise<MirrorBench> {
  const sizes: MirrorRound[] = [];
  let load: MirrorBench['load'] = [];
  for (const [i, extra] of o.extraPages.entries()) {
    sizes.push(
      await measureSize(extra, o, async (_t, nginx, port) => {
        // Throughput once, at the first size: the mirror serves a file whatever the site's size.
        if (i === 0) load = await mirrorAgainstApp(nginx, port, o);
      }),
    );
  }
  for (const l of load)
    o.log(
      `${l.route}: mirror ${l.mirrorReqPerSec.toFixed(0)} req/s, app behind nginx ${l.appReqPerSec.toFixed(0)} req/s (${l.ratio.toFixed(1)}×)`,
    );
  return { sizes, load };
}
