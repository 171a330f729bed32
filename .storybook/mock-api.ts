/**
 * Stories of blocks that call the API (admin screens, the contact form, the
 * chat button) declare their answers in `parameters.mockApi`; the preview
 * decorator installs them as window.fetch for that story. Unlisted calls
 * answer 404 with a JSON error, like the real API, so nothing leaves the page.
 *
 *   parameters: { mockApi: { 'GET /api/admin/me': { admin: {...} }, 'POST /api/admin/login': { status: 401, body: { error: 'Invalid credentials' } } } }
 *
 * A value is either the JSON body of a 200 answer, a { status, body, delayMs }
 * answer, or a function of the request (method, path, query, body) returning
 * one of those.
 */
export interface MockAnswer {
  status: number;
  body?: unknown;
  /** Answer this text as it is instead of JSON (a CSV download), with `headers`. */
  text?: string;
  headers?: Record<string, string>;
  /** Keeps the request pending this long (loading states); -1 never answers. */
  delayMs?: number;
}
export interface MockRequest {
  method: string;
  path: string;
  /** The query string's parameters. */
  query: URLSearchParams;
  body: unknown;
}
export type MockValue = unknown | MockAnswer | ((req: MockRequest) => unknown | MockAnswer);
export type MockApi = Record<string, MockValue>;

const isAnswer = (v: unknown): v is MockAnswer =>
  !!v && typeof v === 'object' && typeof (v as MockAnswer).status === 'number';

const realFetch = globalThis.fetch?.bind(globalThis);

export function installMockApi(routes: MockApi | undefined) {
  if (!routes) {
    if (realFetch) globalThis.fetch = realFetch;
    return;
  }
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    if (!url.pathname.startsWith('/api/') && realFetch) return realFetch(input, init);
    let body: unknown = init?.body;
    if (typeof body === 'string') {
      try {
        body = JSON.parse(body);
      } catch {
        /* not JSON */
      }
    }
    const key = Object.keys(routes).find((k) => matches(k, method, url.pathname));
    let value = key ? routes[key] : { status: 404, body: { error: `No mock for ${method} ${url.pathname}` } };
    if (typeof value === 'function') value = value({ method, path: url.pathname, query: url.searchParams, body });
    const answer: MockAnswer = isAnswer(value) ? value : { status: 200, body: value };
    if (answer.delayMs === -1) return new Promise<Response>(() => {});
    if (answer.delayMs) await new Promise((r) => setTimeout(r, answer.delayMs));
    if (answer.text !== undefined) return new Response(answer.text, { status: answer.status, headers: answer.headers });
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    return new Response(answer.status === 204 ? null : text, {
      status: answer.status,
      headers: { 'Content-Type': 'application/json', ...answer.headers },
    });
  };
}

/** 'GET /api/admin/users/:id' matches GET /api/admin/users/7. */
function matches(key: string, method: string, path: string): boolean {
  const [m, pattern] = key.includes(' ') ? key.split(' ', 2) : ['GET', key];
  if (m.toUpperCase() !== method) return false;
  const re = new RegExp(`^${pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/]+')}$`);
  return re.test(path);
}
