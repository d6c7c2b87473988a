// The public sign-up API answers German JSON ({ message, errors? }); a refusal is an ApiError with
// the server's message and, for a 400, its field errors (decision 064).
import { ApiError } from '@/lib/api-error';

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
  } catch (cause) {
    throw ApiError.network(cause, 'Der Server ist nicht erreichbar. Bitte prüfen Sie Ihre Verbindung.');
  }
  if (!res.ok) throw await ApiError.fromResponse(res, fallback(res.status));
  return (await res.json().catch(() => null)) as T;
}
