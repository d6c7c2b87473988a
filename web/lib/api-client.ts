import type { QueryFunction } from '@tanstack/react-query';
import { ApiError } from './api-error';

export { ApiError, errorMessage } from './api-error';

/** fetch(), with a lost connection thrown as an ApiError of status 0. */
async function send(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (cause) {
    throw ApiError.network(cause);
  }
}

/** docs/product.md §8: a failed call throws an ApiError, its message "{status}: {body or statusText}". */
async function throwIfResNotOk(res: Response) {
  if (!res.ok) throw await ApiError.fromResponse(res);
}

/** Any call with the session's cookies; a failed one throws an ApiError (a file upload uses this). */
export async function apiFetch(url: string, init: RequestInit): Promise<Response> {
  const res = await send(url, { ...init, credentials: 'include' });
  await throwIfResNotOk(res);
  return res;
}

/** docs/product.md §7: cookies always; a JSON body and content type only when there is a body. */
export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  return apiFetch(url, {
    method,
    headers: data !== undefined ? { 'Content-Type': 'application/json' } : {},
    body: data !== undefined ? JSON.stringify(data) : undefined,
  });
}

/** GET a JSON answer (no caching by the browser). */
export async function apiGet<T>(url: string): Promise<T> {
  const res = await apiRequest('GET', url);
  return (await res.json()) as T;
}

/** A list with the server's filtered total (X-Total-Count) and whether there are more than that. */
export async function apiGetPage<T>(url: string): Promise<{ rows: T[]; total: number; capped: boolean }> {
  const res = await apiRequest('GET', url);
  const rows = (await res.json()) as T[];
  const header = res.headers.get('X-Total-Count');
  return {
    rows,
    total: header === null ? rows.length : Number(header),
    capped: res.headers.get('X-Total-Count-Capped') === 'true',
  };
}

/** Builds "path?a=1&b=2", leaving out empty values. */
export function withQuery(
  path: string,
  params: Record<string, string | number | boolean | null | undefined>,
) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

type UnauthorizedBehavior = 'returnNull' | 'throw';

/** The default query function: the query key's first part is the URL. */
export const getQueryFn =
  <T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T> =>
  async ({ queryKey }) => {
    const res = await send(queryKey[0] as string, { credentials: 'include', cache: 'no-store' });
    if (on401 === 'returnNull' && res.status === 401) return null as T;
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
