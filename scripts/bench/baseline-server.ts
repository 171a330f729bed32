import { serve } from '@hono/node-server';
import { Hono } from 'hono';

/**
 * The throughput baseline: a bare Hono app with one JSON route answering the
 * same body as GET /api/contact-details (passed in BENCH_JSON), with no
 * middleware, so the ratio shows what our stack costs per request. A second
 * route adds the headers the site sends (security headers, cache control):
 * on a 2-core machine autocannon parsing ~500 more header bytes is part of
 * what the plain ratio measures.
 */
const body: unknown = JSON.parse(process.env.BENCH_JSON ?? '{"ok":true}');
/** Headers the site sends on the same answer, for /json-same-headers (separates wire cost from stack cost). */
const headers = JSON.parse(process.env.BENCH_HEADERS ?? '{}') as Record<string, string>;
const app = new Hono();
app.get('/json', (c) => c.json(body));
app.get('/json-same-headers', (c) => c.json(body, 200, headers));
serve({ fetch: app.fetch, port: Number(process.env.PORT ?? 0), hostname: '127.0.0.1' }, (info) => {
  console.log(`ready ${info.port}`);
});
process.on('SIGTERM', () => process.exit(0));
