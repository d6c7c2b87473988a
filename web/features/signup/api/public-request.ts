// The public sign-up API answers German JSON ({ message, errors? }); this keeps the field errors.

/** A refused request: the server's German message and, for a 400, the message per field. */
export class PublicRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

const fallback = (status: number) =>
  status >= 500
    ? 'Der Dienst ist gerade nicht erreichbar. Bitte versuchen Sie es später erneut.'
    : 'Die Anfrage konnte nicht verarbeitet werden.';

export async function publicRequest<T>(method: 'GET' | 'POST', url: string, body?: unknown): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      cache: 'no-store',
    });
  } catch {
    throw new PublicRequestError(0, 'Der Server ist nicht erreichbar. Bitte prüfen Sie Ihre Verbindung.');
  }
  const json = (await res.json().catch(() => null)) as {
    message?: string;
    errors?: { field: string; message: string }[];
  } | null;
  if (!res.ok) {
    const fields: Record<string, string> = {};
    for (const e of json?.errors ?? []) fields[e.field] ??= e.message;
    throw new PublicRequestError(res.status, json?.message || fallback(res.status), fields);
  }
  return json as T;
}
