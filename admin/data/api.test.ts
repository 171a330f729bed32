import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, NetworkError, apiRequest, errorText, fieldErrors } from './api';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

const answer = (status: number, body: string, statusText = '') => {
  globalThis.fetch = vi.fn(async () => new Response(body, { status, statusText })) as typeof fetch;
};

describe('apiRequest', () => {
  it('raises "{status}: {body text}" for a non-ok answer', async () => {
    answer(401, '{"error":"Invalid username or password"}');
    const err = (await apiRequest('POST', '/api/admin/login', { username: 'a', password: 'b' }).catch(
      (e: unknown) => e,
    )) as ApiRequestError;
    expect(err).toBeInstanceOf(ApiRequestError);
    expect(err.message).toBe('401: {"error":"Invalid username or password"}');
    expect(err.serverMessage).toBe('Invalid username or password');
  });

  it('uses the status text when the body is empty', async () => {
    answer(503, '', 'Service Unavailable');
    await expect(apiRequest('GET', '/api/admin/me')).rejects.toThrow('503: Service Unavailable');
  });

  it('sends cookies, and a JSON content type only with a body', async () => {
    const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => new Response('{"ok":true}'));
    globalThis.fetch = fetch as typeof globalThis.fetch;
    await apiRequest('POST', '/api/x', { a: 1 });
    await apiRequest('GET', '/api/y');
    expect(fetch.mock.calls[0][1]).toMatchObject({
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{"a":1}',
    });
    expect(fetch.mock.calls[1][1]).toMatchObject({
      method: 'GET',
      credentials: 'include',
      headers: undefined,
      body: undefined,
    });
  });

  it('turns a rejected fetch into "Network error occurred"', async () => {
    globalThis.fetch = vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch;
    const err = await apiRequest('GET', '/api/admin/me').catch((e) => e);
    expect(err).toBeInstanceOf(NetworkError);
    expect(errorText(err, 'fallback')).toBe('Network error occurred');
  });

  it('reads field issues and falls back when the server sent no message', async () => {
    answer(
      400,
      '{"error":"password: must be at least 6 characters","issues":[{"field":"password","message":"must be at least 6 characters"}]}',
    );
    const err = await apiRequest('POST', '/api/admin/users', {}).catch((e) => e);
    expect(fieldErrors(err)).toEqual({ password: 'must be at least 6 characters' });
    answer(502, '<html>Bad gateway</html>');
    expect(errorText(await apiRequest('GET', '/api/x').catch((e) => e), 'Failed to create user')).toBe(
      'Failed to create user',
    );
  });
});
