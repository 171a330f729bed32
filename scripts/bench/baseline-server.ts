import { serve } from '@hono/node-server';
import { Hono } from 'hono';

/**
 * The throughput baseline: a bare Hono app with one JSON route answering the
 * same body as GET /api/contact-details (passed in BENCH_JSON), with no
 * middleware, so the ratio shows what our stack costs per request.
 */
const body: unknown = JSON.parse(process.env.BENCH_JSON ?? '{"ok":true}');
const app = new Hono();
app.get('/json', (c) => c.json(body));
serve({ fetch: app.fetch, port: Number(process.env.PORT ?? 0), hostname: '127.0.0.1' }, (info) => {
  console.log(`ready ${info.port}`);
});
process.on('SIGTERM', () => process.exit(0));
