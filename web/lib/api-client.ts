import type { QueryFunction } from '@tanstack/react-query';

/** docs/product.md §8: a failed call throws "{status}: {body or statusText}". */
async function throwIfResNotOk(res: Response) {
  if (!res.ok) {
    const text = (await res.text()) || res.statusText;
    throw new Error(`${res.status}: ${text}`);
  }
}

/** docs/product.md §7: cookies always; a JSON body and content type only when there is a body. */
export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const res = await fetch(url, {
    method,
    headers: data !== undefined ? { 'Content-Type': 'application/json' } : {},
    body: data !== undefined ? JSON.stringify(data) : undefined,
    credentials: 'include',
  });
  await throwIfResNotOk(res);
  return res;
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

/**
 * The German message for a toast: the server's `{message}` inside "{status}: {body}" (the server
 * answers German JSON), else `fallback`, else a German sentence: a body that is not the server's
 * JSON (a proxy page, the browser's 'Failed to fetch') is never shown (issue 19).
 */
export function errorMessage(error: unknown, fallback?: string): string {
  const text = error instanceof Error ? error.message : String(error ?? '');
  const body = text.replace(/^\d{3}: /, '');
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    if (typeof parsed.message === 'string' && parsed.message) return parsed.message;
  } catch {
    // not JSON: fall through
  }
  if (fallback !== undefined) return fallback;
  return error instanceof TypeError ? 'Der Server ist nicht erreichbar.' : 'Ein Fehler ist aufgetreten.';
}

type UnauthorizedBehavior = 'returnNull' | 'throw';

/** The default query function: the query key's first part is the URL. */
export const getQueryFn =
  <T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T> =>
  async ({ queryKey }) => {
    const res = await fetch(queryKey[0] as string, { credentials: 'include', cache: 'no-store' });
    if (on401 === 'returnNull' && res.status === 401) return null as T;
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
