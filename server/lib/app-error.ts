const statusByCode = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
  /** A service we depend on (Apify, SMTP) failed for now. */
  UNAVAILABLE: 503,
} as const;

export type AppErrorCode = keyof typeof statusByCode;

/** An expected failure with a German message for the user; mapped to its status in one place. */
export class AppError extends Error {
  readonly statusCode: number;
  /** `fields`: sent beside the message in the JSON answer (the portal's contact, decision 070). */
  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
    readonly fields: Record<string, unknown> = {},
  ) {
    super(message);
    this.statusCode = statusByCode[code];
  }
}

export const notFound = (message: string, fields: Record<string, unknown> = {}) =>
  new AppError('NOT_FOUND', message, {}, fields);
