import { withChanges } from '../platform/change-feed';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../tests/support/api';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

function memoryLogger() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { logger: pino({ base: undefined }, stream), lines };
}

describe('health and readiness', () => {
  it('GET /api/health answers while the process is up; /api/ready checks the database, the media store and the disk', async () => {
    t = await createTestApp();
    expect((await t.request('GET', '/api/health')).json).toEqual({ ok: true });
    const ready = await t.request('GET', '/api/ready');
    expect(ready.status).toBe(200);
    expect(ready.json).toEqual({
      ok: true,
      database: 'ok',
      media: 'ok',
      changes: 'ok',
      disk: 'ok',
      documents: 'ok',
      clock: 'ok',
      clockSkewMs: expect.any(Number),
    });
    expect(ready.headers.get('cache-control')).toBe('no-store');
  });

  it('answers 503 naming the part that fails', async () => {
    t = await createTestApp();
    // Root ignores file modes, so put a file where the upload folder should be.
    rmSync(t.media.root, { recursive: true, force: true });
    writeFileSync(t.media.root, 'not a folder');
    const ready = await t.request('GET', '/api/ready');
    expect(ready.status).toBe(503);
    expect(ready.json.ok).toBe(false);
    expect(ready.json.database).toBe('ok');
    // Words for whoever reads the public answer; the path and the system's message go to the log only.
    expect(ready.json.media).toMatch(/^The media store cannot be used/);
    expect(ready.text).not.toContain(t.media.root);
    expect(ready.text).not.toMatch(/EEXIST|ENOTDIR|\/tmp\//);
  });
});

describe('readiness probes during an outage', () => {
  it('logs a failing part once, not on every probe, and says when it passes again', async () => {
    const { logger, lines } = memoryLogger();
    t = await createTestApp({ logger });
    rmSync(t.media.root, { recursive: true, force: true });
    writeFileSync(t.media.root, 'not a folder');
    // A load balancer probes every few seconds; an outage of an hour was a stack trace on each.
    for (let i = 0; i < 3; i++) expect((await t.request('GET', '/api/ready')).status).toBe(503);
    logger.flush();
    expect(lines.filter((l) => l.part === 'media store' && l.msg === 'readiness check failed')).toHaveLength(1);
    rmSync(t.media.root, { force: true });
    mkdirSync(t.media.root, { recursive: true });
    expect((await t.request('GET', '/api/ready')).status).toBe(200);
    logger.flush();
    expect(lines.filter((l) => l.part === 'media store' && l.msg === 'readiness check passes again')).toHaveLength(1);
  });
});

describe('readiness and the change feed', () => {
  it('answers 503 while this instance has not applied a change for longer than its limit, naming why', async () => {
    const app = await createTestApp({ contentPollMs: 20, changeLagLimitMs: 100 });
    t = app;
    // A change this release cannot apply (as a newer release beside it might write).
    await withChanges(app.db, async (_trx, changed) => changed({ kind: 'from-a-newer-release' as 'page', key: '/x' }));
    // The limit is 100 ms behind; the poll that notices runs every 20 ms, late on a loaded machine.
    await expect
      .poll(async () => (await app.request('GET', '/api/ready')).status, {
        timeout: 10_000,
        interval: 20,
        message: '/api/ready once the change is past its limit',
      })
      .toBe(503);
    const ready = await t.request('GET', '/api/ready');
    expect(ready.status).toBe(503);
    expect(ready.json.changes).toMatch(/^This instance has not shown a content change for \d+ s/);
    expect(ready.json).toMatchObject({ database: 'ok', media: 'ok' });
  });
});

describe('request logs', () => {
  it('one JSON line per request: id, method, path without the query, status, duration; never a password or cookie', async () => {
    const { logger, lines } = memoryLogger();
    t = await createTestApp({ logger });
    const login = await t.request('POST', '/api/admin/login?token=secret-in-query', {
      body: { username: 'admin', password: ADMIN_PASSWORD },
    });
    expect(login.status).toBe(200);
    const cookie = login.headers.get('set-cookie')!.split(';')[0];
    await t.request('GET', '/api/admin/me', { cookie, headers: { 'x-request-id': 'edge-42' } });
    logger.flush();
    const requests = lines.filter((l) => l.msg === 'request');
    expect(requests).toHaveLength(2);
    expect(requests[0]).toMatchObject({ method: 'POST', path: '/api/admin/login', status: 200 });
    expect(requests[0].reqId).toMatch(/^[a-z0-9]+-[a-z0-9]+$/);
    expect(typeof requests[0].ms).toBe('number');
    expect(requests[1]).toMatchObject({ reqId: 'edge-42', method: 'GET', path: '/api/admin/me', status: 200 });
    expect(login.headers.get('x-request-id')).toBe(requests[0].reqId);
    const everything = JSON.stringify(lines);
    expect(everything).not.toContain(ADMIN_PASSWORD);
    expect(everything).not.toContain(cookie.split('=')[1]);
    expect(everything).not.toContain('secret-in-query');
  });

  it('a request id that could forge log lines is replaced', async () => {
    const { logger, lines } = memoryLogger();
    t = await createTestApp({ logger });
    const res = await t.request('GET', '/api/health', { headers: { 'x-request-id': 'a b"c' } });
    logger.flush();
    expect(res.headers.get('x-request-id')).not.toBe('a b"c');
    expect(lines.find((l) => l.msg === 'request')?.reqId).toBe(res.headers.get('x-request-id'));
  });
});
