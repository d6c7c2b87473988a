// The web's error contract (decision 064): a failed call throws an ApiError, and components ask
// for its status and German texts instead of parsing its message.

/** The server's error body (server/plugins/error-handler.ts): `{ message, errors? }` in German. */
type ErrorBody = { message?: unknown; errors?: unknown };

const unreachable = 'Der Server ist nicht erreichbar.';
const generic = 'Ein Fehler ist aufgetreten.';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** The German `{message}` of the server's JSON answer; undefined when the body was not that. */
  readonly serverMessage: string | undefined;
  /** The server's message per field for a refused input (zod: `errors[]`), first one per field. */
  readonly fieldErrors: Readonly<Record<string, string>>;

  /**
   * `status` 0: no answer at all (fetch rejected; `cause` holds why). The `message` keeps the
   * spec's form, "{status}: {body or status text}" (docs/product.md §8), for code and logs only.
   */
  constructor(
    readonly status: number,
    readonly body: string,
    options: { statusText?: string; cause?: unknown; fallback?: string } = {},
  ) {
    super(
      status === 0
        ? options.cause instanceof Error
          ? options.cause.message
          : 'Failed to fetch'
        : `${status}: ${body || options.statusText || ''}`,
      { cause: options.cause },
    );
    const parsed = parseBody(body);
    this.serverMessage = typeof parsed?.message === 'string' && parsed.message ? parsed.message : undefined;
    this.fieldErrors = fieldErrorsOf(parsed?.errors);
    this.fallback = options.fallback;
  }

  private readonly fallback: string | undefined;

  /** What a person reads: the server's German message, else the caller's fallback, else a German sentence. */
  get userMessage(): string {
    return this.serverMessage ?? this.fallback ?? (this.status === 0 ? unreachable : generic);
  }

  /** Whether the server refused the request itself (a rule, a missing right: 4xx). */
  get isRefusal(): boolean {
    return this.status >= 400 && this.status < 500;
  }

  /** An answer that is not ok, as an ApiError (reads the body). */
  static async fromResponse(res: Response, fallback?: string): Promise<ApiError> {
    const body = await res.text().catch(() => '');
    return new ApiError(res.status, body, { statusText: res.statusText, fallback });
  }

  /** fetch() itself failed (no connection, blocked): status 0. */
  static network(cause: unknown, fallback?: string): ApiError {
    return new ApiError(0, '', { cause, fallback });
  }
}

function parseBody(body: string): ErrorBody | null {
  try {
    const parsed: unknown = JSON.parse(body);
    return parsed !== null && typeof parsed === 'object' ? (parsed as ErrorBody) : null;
  } catch {
    return null; // a proxy page, an empty body: no message of the server's
  }
}

function fieldErrorsOf(errors: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  if (!Array.isArray(errors)) return fields;
  for (const e of errors as { field?: unknown; message?: unknown }[]) {
    if (typeof e?.field === 'string' && typeof e.message === 'string') fields[e.field] ??= e.message;
  }
  return fields;
}

/** The ApiError behind a failure: the error itself or its cause ('Failed to fetch reviews' wraps one). */
export function apiErrorOf(error: unknown): ApiError | undefined {
  if (error instanceof ApiError) return error;
  if (error instanceof Error && error.cause instanceof ApiError) return error.cause;
  return undefined;
}

/**
 * The German message for a toast: the server's `{message}`, else `fallback`, else a German
 * sentence; a body that is not the server's JSON (a proxy page, the browser's 'Failed to fetch')
 * is never shown (issue 19).
 */
export function errorMessage(error: unknown, fallback?: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback ?? error.userMessage;
  if (fallback !== undefined) return fallback;
  return error instanceof TypeError ? unreachable : generic;
}
