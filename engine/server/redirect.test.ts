import { serve } from '@hono/node-server';
import fc from 'fast-check';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestSite } from '../../tests/support/site';
import { normalisedPath } from './site';

/**
 * The rule that strips a trailing slash (and collapses repeated slashes) must
 * only ever send a visitor to a path on this site. A browser resolves a
 * Location of `//host`, `/\host` or `/<tab>/host` to another host, so the
 * targets are checked the way a browser reads them: resolved against the
 * site's origin with the WHATWG URL parser.
 */
const ORIGIN = 'https://example.test';
const site = await buildTestSite({ siteUrl: ORIGIN });

function staysHere(location: string) {
  expect(location.startsWith('/')).toBe(true);
  expect(location).not.toMatch(/^\/[/\\]/);
  // Only printable ASCII without backslashes: browsers drop tabs and newlines and read '\' as '/'.
  expect(location).toMatch(/^[\x21-\x5b\x5d-\x7e]+$/);
  expect(new URL(location, ORIGIN).origin).toBe(ORIGIN);
}

/** Paths an attacker sends, as the request line carries them (percent-encoding kept). */
const hostile: [string, string][] = [
  ['//evil.example/', '/evil.example'],
  ['///evil.example/', '/evil.example'],
  ['//evil.example//', '/evil.example'],
  ['/%5Cevil.example/', '/%5Cevil.example'],
  ['/%5cevil.example/', '/%5cevil.example'],
  ['/%5C%5Cevil.example/', '/%5C%5Cevil.example'],
  ['/%5C/evil.example/', '/%5C/evil.example'],
  ['//%5Cevil.example/', '/%5Cevil.example'],
  ['/%2F%2Fevil.example/', '/%2F%2Fevil.example'],
  ['/%2f/evil.example/', '/%2f/evil.example'],
  ['/%09/evil.example/', '/%09/evil.example'],
  ['/%0A/evil.example/', '/%0A/evil.example'],
  ['/%0d%0a/evil.example/', '/%0d%0a/evil.example'],
  ['/%20/evil.example/', '/%20/evil.example'],
  ['/%00/evil.example/', '/%00/evil.example'],
  // The URL parser reads %2e%2e as '..', which climbs out of "evil.example".
  ['//evil.example/%2e%2e/', '/'],
  ['//evil.example/?next=/contact', '/evil.example?next=/contact'],
  ['/contact//', '/contact'],
  ['/services//interiors', '/services/interiors'],
  ['/%/', '/%25'],
  ['/%zz//', '/%25zz'],
];

describe('the normalising redirect stays on this site', () => {
  it.each(hostile)('GET %s → %s', async (path, expected) => {
    const res = await site.app.request(`${ORIGIN}${path}`);
    expect(res.status).toBe(301);
    const location = res.headers.get('location')!;
    expect(location).toBe(expected);
    staysHere(location);
  });

  it('leaves normal paths alone and still strips a trailing slash', async () => {
    expect((await site.app.request(`${ORIGIN}/contact`)).status).toBe(200);
    expect((await site.app.request(`${ORIGIN}/`)).status).toBe(200);
    const res = await site.app.request(`${ORIGIN}/gallery/?category=prefab-units`);
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/gallery?category=prefab-units');
  });

  it('property: any path either answers without a redirect or redirects to this origin, once', async () => {
    const piece = fc.constantFrom(
      '/',
      '//',
      '\\',
      '%2F',
      '%2f',
      '%5C',
      '%5c',
      '%09',
      '%0A',
      '%0D',
      '%00',
      '%20',
      '%',
      '%%',
      '%2',
      '.',
      '..',
      '%2e',
      'evil.example',
      '@',
      ':',
      'http:',
      'a',
      'contact',
      ' ',
      '\t',
      'é',
      ';',
      '~',
    );
    const path = fc.array(piece, { minLength: 1, maxLength: 10 }).map((parts) => `/${parts.join('')}`);
    const query = fc.constantFrom('', '?a=1', '?next=//evil.example', '?x=%5C');
    await fc.assert(
      fc.asyncProperty(path, query, async (p, q) => {
        const res = await site.app.request(new Request(`${ORIGIN}${p}${q}`));
        if (res.status < 300 || res.status >= 400) return;
        const location = res.headers.get('location')!;
        staysHere(location);
        // The target is already normal: following it does not redirect again.
        const next = await site.app.request(new Request(new URL(location, ORIGIN)));
        expect(next.status === 301 || next.status === 302).toBe(false);
      }),
      { numRuns: 200 },
    );
  });

  it('normalisedPath: collapses slashes, strips the trailing one, encodes what a browser would reinterpret', () => {
    expect(normalisedPath('/')).toBe('/');
    expect(normalisedPath('//')).toBe('/');
    expect(normalisedPath('/a//b///')).toBe('/a/b');
    expect(normalisedPath('/\\evil.example/')).toBe('/%5Cevil.example');
    expect(normalisedPath('/\t/evil.example/')).toBe('/%09/evil.example');
    expect(normalisedPath('/caf\u00e9/')).toBe('/caf%C3%A9');
    expect(normalisedPath('/bad\ud800/')).toBe('/bad%EF%BF%BD');
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (s) => {
        const out = normalisedPath(`/${s}`);
        staysHere(out);
        expect(normalisedPath(out)).toBe(out);
      }),
      { numRuns: 300 },
    );
  });
});

/**
 * The same through a real socket and @hono/node-server, which builds the
 * request URL from the raw request line: what a hostile client can really send.
 */
describe('over HTTP, from the raw request line', () => {
  let port = 0;
  let server: ReturnType<typeof serve>;
  beforeAll(async () => {
    await new Promise<void>((resolve) => {
      server = serve({ fetch: site.app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
        port = info.port;
        resolve();
      });
    });
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** Sends one request line verbatim and answers the status and Location. */
  function raw(target: string): Promise<{ status: number; location?: string }> {
    return new Promise((resolve, reject) => {
      const sock = connect(port, '127.0.0.1');
      let data = '';
      sock.on('data', (d) => (data += d.toString('latin1')));
      sock.on('error', reject);
      sock.on('end', () => {
        const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(data)?.[1]);
        const location = /\r\nlocation: ([^\r\n]*)/i.exec(data)?.[1];
        resolve({ status, location });
      });
      sock.write(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`, 'latin1');
    });
  }

  it.each([...hostile.map(([p]) => p), '/\\evil.example/', '/\\/evil.example/', '/\\\\evil.example/'])(
    'GET %s',
    async (target) => {
      const res = await raw(target);
      expect(res.status).toBeGreaterThanOrEqual(200);
      if (res.status >= 300 && res.status < 400) staysHere(res.location!);
      else expect(res.status).toBeLessThan(500);
    },
  );
});
