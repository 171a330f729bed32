import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import type { PageDetail, PageDocument } from '../../contracts/pages';
import { createTestApp, type TestApp } from '../../tests/support/api';
import { loadBalancer, mirrorFirst, startNginx, type TestNginx } from '../lib/nginx';
import { measureLoad } from './load';
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
 * One instance on SQLite in this process, the seed's pages.
 */
const PAGE = '/services/containers/public';
const q = `?path=${encodeURIComponent(PAGE)}`;

export interface MirrorBench {
  pages: number;
  rounds: number;
  medianMs: number;
  p95Ms: number;
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

export async function measureMirror(o: {
  rounds: number;
  seconds: number;
  loadRounds: number;
  connections: number;
  log: (line: string) => void;
}): Promise<MirrorBench> {
  const t = await createTestApp({ mirror: true, contentPollMs: 50 });
  let server: ServerType | undefined;
  const proxies: TestNginx[] = [];
  try {
    await t.server.mirror!.run();
    const port = await new Promise<number>((ok) => {
      server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => ok(info.port));
    });
    const mirrored = await startNginx((p) => mirrorFirst(p, [port], t.config.mirrorDir!), { log: () => {} });
    proxies.push(mirrored);
    const proxied = await startNginx((p) => loadBalancer(p, [port]), { log: () => {} });
    proxies.push(proxied);
    const cookie = await t.login();
    const times: number[] = [];
    for (let n = 0; n < o.rounds; n++) times.push(await publishToVisible(t, mirrored, cookie, n));
    const sorted = [...times].sort((x, y) => x - y);
    const pages = t.server.pages.filter((p) => p.layout === 'site').length;
    const medianMs = median(times);
    const p95Ms = sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)]!;
    o.log(
      `publish to visible through nginx, ${pages} pages: median ${medianMs.toFixed(0)} ms, p95 ${p95Ms.toFixed(0)} ms`,
    );
    const routes = ['/', '/gallery'];
    const results = await measureLoad(
      routes.flatMap((route) => [
        { name: `mirror ${route}`, url: `${mirrored.baseUrl}${route}` },
        { name: `app ${route}`, url: `${proxied.baseUrl}${route}` },
      ]),
      { rounds: o.loadRounds, seconds: o.seconds, connections: o.connections, onProgress: o.log },
    );
    const rate = (name: string) => results.find((r) => r.name === name)!.reqPerSec;
    const load = routes.map((route) => {
      const mirrorReqPerSec = rate(`mirror ${route}`);
      const appReqPerSec = rate(`app ${route}`);
      return { route, mirrorReqPerSec, appReqPerSec, ratio: mirrorReqPerSec / appReqPerSec };
    });
    for (const l of load)
      o.log(
        `${l.route}: mirror ${l.mirrorReqPerSec.toFixed(0)} req/s, app behind nginx ${l.appReqPerSec.toFixed(0)} req/s (${l.ratio.toFixed(1)}×)`,
      );
    return { pages, rounds: o.rounds, medianMs, p95Ms, load };
  } finally {
    for (const p of proxies) await p.stop();
    if (server) await new Promise((ok) => server!.close(ok));
    await t.close();
  }
}
