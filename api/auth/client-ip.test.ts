import { Hono } from 'hono';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clientIp, requestScheme } from './client-ip';

/** A request as it reaches the app: `peer` is the connection's address (the nearest proxy, when there is one). */
async function seen(trustProxy: number, peer: string, headers: Record<string, string>) {
  const app = new Hono();
  app.get('/', (c) => c.json({ ip: clientIp(c, trustProxy), scheme: requestScheme(c, trustProxy) }));
  const res = await app.request('http://site.test/', { headers }, { incoming: { socket: { remoteAddress: peer } } });
  return (await res.json()) as { ip: string; scheme: string };
}

describe('the client address and scheme behind TRUST_PROXY', () => {
  it.each([
    [0, '198.51.100.7', {}, '198.51.100.7'],
    [0, '198.51.100.7', { 'x-forwarded-for': '1.2.3.4' }, '198.51.100.7'],
    [1, '10.0.0.2', { 'x-forwarded-for': '203.0.113.9' }, '203.0.113.9'],
    [1, '10.0.0.2', { 'x-forwarded-for': '6.6.6.6, 203.0.113.9' }, '203.0.113.9'],
    [2, '10.0.0.2', { 'x-forwarded-for': '6.6.6.6, 203.0.113.9, 10.0.0.3' }, '203.0.113.9'],
    [1, '10.0.0.2', {}, '10.0.0.2'],
    [3, '10.0.0.2', { 'x-forwarded-for': '203.0.113.9' }, '203.0.113.9'],
  ] as const)('TRUST_PROXY=%s, peer %s, %j → %s', async (trust, peer, headers, expected) => {
    expect((await seen(trust, peer, headers)).ip).toBe(expected);
  });

  it('a client cannot choose its own address by sending X-Forwarded-For (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.ipV4(), { maxLength: 6 }),
        fc.integer({ min: 1, max: 3 }),
        async (spoofed, trust) => {
          // The trusted proxies append what they saw: the real client, then each proxy but the last.
          const real = '203.0.113.50';
          const proxies = Array.from({ length: trust - 1 }, (_, i) => `10.0.0.${i + 10}`);
          const header = [...spoofed, real, ...proxies].join(', ');
          expect((await seen(trust, '10.0.0.1', { 'x-forwarded-for': header })).ip).toBe(real);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('believes X-Forwarded-Proto only from a trusted proxy', async () => {
    expect((await seen(0, '10.0.0.2', { 'x-forwarded-proto': 'https' })).scheme).toBe('http');
    expect((await seen(1, '10.0.0.2', { 'x-forwarded-proto': 'https' })).scheme).toBe('https');
    expect((await seen(1, '10.0.0.2', { 'x-forwarded-proto': 'http, https' })).scheme).toBe('https');
    expect((await seen(1, '10.0.0.2', { 'x-forwarded-proto': 'gopher' })).scheme).toBe('http');
  });
});

describe('session cookies behind a TLS proxy', () => {
  it('are Secure and __Host- prefixed when the trusted proxy says https, plain over http', async () => {
    const { createTestApp, ADMIN_PASSWORD } = await import('../../tests/support/api');
    const t = await createTestApp();
    try {
      t.config.trustProxy = 1;
      const viaTls = await t.request('POST', '/api/admin/login', {
        body: { username: 'admin', password: ADMIN_PASSWORD },
        headers: { 'x-forwarded-proto': 'https' },
        ip: '10.0.0.2',
      });
      expect(viaTls.headers.get('set-cookie')).toMatch(/^__Host-sid=[^;]+;.*Secure/);
      const cookie = viaTls.headers.get('set-cookie')!.split(';')[0];
      expect(
        (await t.request('GET', '/api/admin/me', { cookie, headers: { 'x-forwarded-proto': 'https' }, ip: '10.0.0.2' }))
          .status,
      ).toBe(200);
      const plain = await t.request('POST', '/api/admin/login', {
        body: { username: 'admin', password: ADMIN_PASSWORD },
        headers: { 'x-forwarded-proto': 'http' },
        ip: '10.0.0.2',
      });
      expect(plain.headers.get('set-cookie')).toMatch(/^sid=/);
      expect(plain.headers.get('set-cookie')).not.toMatch(/Secure/);
    } finally {
      await t.close();
    }
  });
});
