import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../scripts/lib/test-server';

/**
 * The compiled production server as an operator runs it: it logs JSON lines
 * and, on SIGTERM, stops taking connections but lets a request that is still
 * arriving finish before it exits. (A server of its own: the suite's shared
 * one must not be stopped.)
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ log: () => {} });
});
afterAll(() => server?.stop());

/**
 * A POST whose body arrives in two parts, `gapMs` apart; resolves with the
 * status and body. It asks for `100 Continue` and sends the first part only
 * when the server answers it: the server has then parsed the headers and holds
 * the request, so `onFirstPart` runs with the request in flight on any
 * machine's speed (the gap is the slow client under test, not a wait).
 */
function slowPost(url: string, body: string, gapMs: number, onFirstPart: () => void) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const u = new URL(url);
    const req = request(
      {
        host: u.hostname,
        port: u.port,
        path: u.pathname,
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          origin: u.origin,
          expect: '100-continue',
        },
      },
      (res) => {
        let text = '';
        res.on('data', (d) => (text += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    const half = Math.floor(body.length / 2);
    req.on('continue', () => {
      req.write(body.slice(0, half));
      onFirstPart();
      setTimeout(() => req.end(body.slice(half)), gapMs);
    });
    req.flushHeaders();
  });
}

describe('operations', () => {
  it('keeps an idle connection open for 65 s, longer than a proxy keeps its own to the app, and says so', async () => {
    // Node closes idle connections after 5 s by default: a client or proxy reusing one just then got a reset.
    const res = await fetch(`${server.baseUrl}/api/health`);
    expect(res.status).toBe(200);
    expect(res.headers.get('keep-alive')).toBe('timeout=65');
  });

  it('logs one JSON line per request with its id, method, path, status and duration', async () => {
    const res = await fetch(`${server.baseUrl}/api/contact-details`);
    const id = res.headers.get('x-request-id');
    expect(id).toBeTruthy();
    // The log is written asynchronously: wait for the line, a few seconds at most.
    const lineOf = () =>
      server
        .output()
        .split('\n')
        .filter((l) => l.startsWith('{'))
        .map((l) => JSON.parse(l) as Record<string, unknown>)
        .find((l) => l.reqId === id);
    await expect
      .poll(lineOf, { timeout: 5_000, interval: 20, message: `the log line of request ${id}` })
      .toMatchObject({ msg: 'request', method: 'GET', path: '/api/contact-details', status: 200 });
  });

  it('SIGTERM drains: a request still arriving completes, then the process exits and takes no new connections', async () => {
    const message = JSON.stringify({
      name: 'Mwangi Kariuki',
      email: 'mwangi@example.co.ke',
      message: 'Quote for a two-bedroom prefab home in Nyeri, please.',
    });
    let exited: Promise<number | null> | undefined;
    const answer = await slowPost(`${server.baseUrl}/api/contact`, message, 1500, () => {
      exited = server.signal('SIGTERM');
    });
    expect(answer.status).toBe(201);
    expect(JSON.parse(answer.body).message).toMatch(/Thank you/);
    expect(await exited).toBe(0);
    await expect(fetch(`${server.baseUrl}/api/health`)).rejects.toThrow();
    expect(server.output()).toContain('stopping: draining in-flight requests');
  });
});
