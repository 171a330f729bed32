import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, NetworkError, errorText, fieldErrors } from './api';
import { admin, call } from './api-client';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

const answer = (status: number, body: string, statusText = '') => {
  globalThis.fetch = vi.fn(async () => new Response(body, { status, statusText })) as typeof fetch;
};

describe('the typed client (hc<AppType> over adminFetch)', () => {
  it('raises "{status}: {body text}" for a non-ok answer', async () => {
    answer(401, '{"error":"Invalid username or password"}');
    const err = (await call(admin.login.$post({ json: { username: 'a', password: 'b' } })).catch(
      (e: unknown) => e,
    )) as ApiRequestError;
    expect(err).toBeInstanceOf(ApiRequestError);
    expect(err.status).toBe(401);
    expect(err.message).toBe('401: {"error":"Invalid username or password"}');
    expect(err.serverMessage).toBe('Invalid username or password');
  });

  it('uses the status text when the body is empty', async () => {
    answer(503, '', 'Service Unavailable');
    await expect(call(admin.me.$get())).rejects.toThrow('503: Service Unavailable');
  });

  it('sends cookies to a same-origin address, and a JSON content type only with a body', async () => {
    const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => new Response('{"ok":true}'));
    globalThis.fetch = fetch as typeof globalThis.fetch;
    await call(admin.redirects.$post({ json: { from: '/a', to: '/b' } }));
    await call(admin.inquiries[':id'].$get({ param: { id: '7' } }));
    const [[postUrl, post], [getUrl, get]] = fetch.mock.calls;
    // Relative (the route's path alone, no scheme or host): the admin is served by the API's own host, whatever its name.
    expect(postUrl).toBe(admin.redirects.$path());
    expect(getUrl).toBe(admin.inquiries[':id'].$path({ param: { id: '7' } }));
    // Once spelled out, as this is the client's own test: what goes over the wire is the server's path.
    expect(String(getUrl)).toMatch(/^\/api\/admin\/inquiries\/7$/);
    expect(post).toMatchObject({ method: 'POST', credentials: 'include', body: '{"from":"/a","to":"/b"}' });
    expect(new Headers(post?.headers).get('Content-Type')).toBe('application/json');
    expect(get).toMatchObject({ method: 'GET', credentials: 'include', body: undefined });
    expect(new Headers(get?.headers).has('Content-Type')).toBe(false);
  });

  it('answers the parsed JSON, the text of a non-JSON answer, and nothing for 204', async () => {
    answer(200, '{"timeZone":"Africa/Nairobi"}');
    expect(await call(admin.settings.$get())).toEqual({ timeZone: 'Africa/Nairobi' });
    answer(200, '<!doctype html><p>preview</p>');
    const page = { path: '/preview', meta: { title: 'Preview', description: '', keywords: [] }, blocks: [] };
    expect(await call(admin.page.preview.$post({ json: { page } }))).toBe('<!doctype html><p>preview</p>');
    globalThis.fetch = vi.fn(async () => new Response(null, { status: 204 })) as typeof fetch;
    expect(await call(admin.redirects.$delete({ query: { from: '/a' } }))).toBeUndefined();
  });

  it('turns a rejected fetch into "Network error occurred"', async () => {
    globalThis.fetch = vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch;
    const err = await call(admin.me.$get()).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(NetworkError);
    expect(errorText(err, 'fallback')).toBe('Network error occurred');
  });

  it('reads field issues and falls back when the server sent no message', async () => {
    answer(
      400,
      '{"error":"password: must be at least 6 characters","issues":[{"field":"password","message":"must be at least 6 characters"}]}',
    );
    const err = await call(admin.users.$post({ json: { username: 'amina', password: 'x', role: 'editor' } })).catch(
      (e: unknown) => e,
    );
    expect(fieldErrors(err)).toEqual({ password: 'must be at least 6 characters' });
    answer(502, '<html>Bad gateway</html>');
    expect(errorText(await call(admin.summary.$get()).catch((e: unknown) => e), 'Failed to create user')).toBe(
      'Failed to create user',
    );
  });
});
