/**
 * The admin screens' one way to call the API: cookies go
 * with every call, a JSON body gets a JSON content type, and a non-ok answer
 * raises ApiRequestError whose message is `{status}: {body text or status text}`.
 */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
    statusText: string,
  ) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiRequestError';
  }

  /** The parsed JSON body, if it was JSON. */
  get body(): { error?: string; issues?: { field: string; message: string }[] } | undefined {
    try {
      const v = JSON.parse(this.bodyText);
      return v && typeof v === 'object' ? v : undefined;
    } catch {
      return undefined;
    }
  }

  /** The server's own words ({ error }), when it sent any. */
  get serverMessage(): string | undefined {
    const e = this.body?.error;
    return typeof e === 'string' && e ? e : undefined;
  }
}

/** fetch rejected: offline, DNS, connection refused. */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('Network error occurred', { cause });
    this.name = 'NetworkError';
  }
}

export const isUnauthorized = (e: unknown) => e instanceof ApiRequestError && e.status === 401;

/** The message to show for a failed call: the server's words, else `fallback`. */
export function errorText(e: unknown, fallback: string): string {
  if (e instanceof NetworkError) return e.message;
  if (e instanceof ApiRequestError) return e.serverMessage ?? fallback;
  return fallback;
}

/** Field → first message, from a 400's issues. */
export function fieldErrors(e: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (e instanceof ApiRequestError) for (const i of e.body?.issues ?? []) out[i.field] ??= i.message;
  return out;
}

/**
 * The fetch the typed client (api-client.ts) calls with: cookies go with every
 * call, a rejected fetch becomes NetworkError and a non-ok answer
 * ApiRequestError, so the screens, the query client's 401 handling and
 * errorText see the same errors whichever route failed.
 */
export async function adminFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  let res: Response;
  try {
    // globalThis.fetch is read at call time, not captured: the tests and stories install theirs per case.
    res = await globalThis.fetch(input, { ...init, credentials: 'include' });
  } catch (e) {
    throw new NetworkError(e);
  }
  if (!res.ok) throw new ApiRequestError(res.status, await res.text(), res.statusText);
  return res;
}

/**
 * An answer's body: nothing for an empty body (204), the parsed JSON, or the
 * text itself when it is not JSON (the previews answer HTML).
 */
export async function readAnswer(res: { text(): Promise<string> }): Promise<unknown> {
  const text = await res.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
