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

export async function apiRequest<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      credentials: 'include',
      headers: body !== undefined && !isForm ? { 'Content-Type': 'application/json' } : undefined,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
  } catch (e) {
    throw new NetworkError(e);
  }
  const text = await res.text();
  if (!res.ok) throw new ApiRequestError(res.status, text, res.statusText);
  if (!text) return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    return text as T;
  }
}

/** A query function: GET the path. */
export const getJson =
  <T>(path: string) =>
  (): Promise<T> =>
    apiRequest<T>('GET', path);

/** A query function that gives null on 401 (the who-am-I check: signed out is an answer, not an error). */
export const getJsonOrNullOn401 =
  <T>(path: string) =>
  async (): Promise<T | null> => {
    try {
      return await apiRequest<T>('GET', path);
    } catch (e) {
      if (isUnauthorized(e)) return null;
      throw e;
    }
  };
