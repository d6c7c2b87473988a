import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiGet, apiGetPage, apiRequest, getQueryFn } from './api-client';
import { ApiError, apiErrorOf, errorMessage } from './api-error';
import { failureReason } from './failure-text';

const answer = (status: number, body: string, statusText = '') =>
  vi.fn(async () => new Response(body || null, { status, statusText }));

/** What the one API client throws for the next call. */
async function thrown(call: () => Promise<unknown>): Promise<ApiError> {
  const error = await call().then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

afterEach(() => vi.unstubAllGlobals());

describe('ApiError from the one API client', () => {
  it("keeps the spec's text and gives the status and the server's German message apart", async () => {
    const body = JSON.stringify({ message: 'Kunde nicht gefunden' });
    vi.stubGlobal('fetch', answer(404, body));
    const error = await thrown(() => apiRequest('DELETE', '/api/customers/7'));
    expect(error.status).toBe(404);
    expect(error.message).toBe(`404: ${body}`);
    expect(error.serverMessage).toBe('Kunde nicht gefunden');
    expect(error.userMessage).toBe('Kunde nicht gefunden');
    expect(error.fieldErrors).toEqual({});
    expect(errorMessage(error, 'Kunde konnte nicht gelöscht werden')).toBe('Kunde nicht gefunden');
  });

  it("gives the field errors of a refused input (the server's first message per field)", async () => {
    const body = JSON.stringify({
      message: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
      errors: [
        { field: 'email', message: 'Bitte geben Sie eine gültige E-Mail-Adresse ein' },
        { field: 'email', message: 'Zu lang' },
        { field: 'name', message: 'Bitte geben Sie den Firmennamen ein' },
      ],
    });
    vi.stubGlobal('fetch', answer(400, body));
    const error = await thrown(() => apiRequest('POST', '/api/customers', { email: 'x' }));
    expect(error.status).toBe(400);
    expect(error.isRefusal).toBe(true);
    expect(error.fieldErrors).toEqual({
      email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
      name: 'Bitte geben Sie den Firmennamen ein',
    });
  });

  it('never shows a body that is not the server JSON: the fallback, else a German sentence', async () => {
    vi.stubGlobal('fetch', answer(502, '<html>Bad Gateway</html>'));
    const error = await thrown(() => apiGet('/api/customers'));
    expect(error.status).toBe(502);
    expect(error.message).toBe('502: <html>Bad Gateway</html>');
    expect(error.serverMessage).toBeUndefined();
    expect(error.isRefusal).toBe(false);
    expect(error.userMessage).toBe('Ein Fehler ist aufgetreten.');
    expect(errorMessage(error, 'Kunde konnte nicht erstellt werden')).toBe(
      'Kunde konnte nicht erstellt werden',
    );
    expect(errorMessage(error)).toBe('Ein Fehler ist aufgetreten.');
    expect(failureReason(error)).toBe('');
  });

  it('says the status text when the body is empty', async () => {
    vi.stubGlobal('fetch', answer(503, '', 'Service Unavailable'));
    const error = await thrown(() => apiGetPage('/api/customers'));
    expect(error.message).toBe('503: Service Unavailable');
    expect(error.body).toBe('');
    expect(error.serverMessage).toBeUndefined();
  });

  it('turns a lost connection into status 0 with a German sentence', async () => {
    const cause = new TypeError('Failed to fetch');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw cause;
      }),
    );
    const error = await thrown(() => apiRequest('GET', '/api/customers'));
    expect(error.status).toBe(0);
    expect(error.message).toBe('Failed to fetch');
    expect(error.cause).toBe(cause);
    expect(error.userMessage).toBe('Der Server ist nicht erreichbar.');
    expect(errorMessage(error)).toBe('Der Server ist nicht erreichbar.');
    expect(errorMessage(error, 'Kunde konnte nicht erstellt werden')).toBe(
      'Kunde konnte nicht erstellt werden',
    );
    expect(failureReason(new Error('Failed to fetch customers', { cause: error }))).toBe(
      'Der Server ist nicht erreichbar.',
    );
  });

  it('is thrown by the default query function, which may return null for a 401', async () => {
    const body = JSON.stringify({ message: 'Nicht angemeldet' });
    vi.stubGlobal('fetch', answer(401, body));
    const context = { queryKey: ['/api/auth/me'] } as unknown as Parameters<ReturnType<typeof getQueryFn>>[0];
    expect(await getQueryFn({ on401: 'returnNull' })(context)).toBeNull();
    const error = await thrown(async () => getQueryFn({ on401: 'throw' })(context));
    expect(error.status).toBe(401);
    expect(error.userMessage).toBe('Nicht angemeldet');
  });

  it("is found behind a spec's fetch failure ('Failed to fetch reviews' keeps it as the cause)", () => {
    const inner = new ApiError(403, JSON.stringify({ message: 'Nur für Administratoren' }));
    const wrapped = new Error('Failed to fetch reviews', { cause: inner });
    expect(apiErrorOf(wrapped)).toBe(inner);
    expect(apiErrorOf(new Error('x'))).toBeUndefined();
    expect(failureReason(wrapped)).toBe('Nur für Administratoren');
    // A wrapper is not the server's answer: its toast says the caller's fallback.
    expect(errorMessage(wrapped, 'Fehler beim Laden')).toBe('Fehler beim Laden');
  });

  it("takes a caller's default for what a person reads (the public pages)", () => {
    const error = new ApiError(500, '', { fallback: 'Der Dienst ist gerade nicht erreichbar.' });
    expect(error.userMessage).toBe('Der Dienst ist gerade nicht erreichbar.');
    expect(errorMessage(error)).toBe('Der Dienst ist gerade nicht erreichbar.');
  });
});
