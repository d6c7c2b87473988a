// Answers pass their route's response schema: only the fields it names leave the server, so a
// secret or hash a query happened to select can never reach a client.
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import type { ZodType, z } from 'zod';

/** Dates become ISO strings first, as JSON.stringify would make them. */
function withIsoDates(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(withIsoDates);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withIsoDates(v)]));
  }
  return value;
}

export const responseSerializer: FastifySerializerCompiler<ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(withIsoDates(data));
    // A mismatch is our bug, never the client's: a 500 without the data, not a leak.
    if (!result.success)
      throw new Error(`Antwort passt nicht zu ihrem Schema: ${result.error.issues[0]?.path.join('.')}`);
    return JSON.stringify(result.data);
  };

/** What a handler may return for a JSON schema: Dates where the JSON has strings (see withIsoDates). */
type Wire<T> = T extends string
  ? string | Date
  : T extends (infer U)[]
    ? Wire<U>[]
    : T extends object
      ? { [K in keyof T]: Wire<T[K]> }
      : T;

/** A response schema whose handler may return Date objects for the ISO strings it answers. */
export const wire = <S extends ZodType>(schema: S) => schema as unknown as ZodType<Wire<z.output<S>>>;
