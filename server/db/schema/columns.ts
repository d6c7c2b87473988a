import { type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, type ExtraConfigColumn, index, timestamp } from 'drizzle-orm/pg-core';

/** Every timestamp is stored with time zone and handled as a Date in code. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const createdAt = () => timestamptz('created_at').notNull().defaultNow();

/**
 * The German sort key of a name (DIN 5007-1, as a German reader looks things up): case ignored,
 * ä/ö/ü beside a/o/u, ß as ss, accents dropped. The same on PGlite and PostgreSQL (no ICU
 * collation needed), and immutable, so an index can hold it.
 */
export const germanSortKey = (column: AnyPgColumn): SQL =>
  sql`replace(translate(lower(${column}), 'äöüàáâãåçéèêëíìîïñóòôõúùûýÿ', 'aouaaaaaceeeeiiiinoooouuuyy'), 'ß', 'ss')`;

/**
 * A trigram index (pg_trgm, GIN) on a text column: `ILIKE '%term%'` reads it instead of the whole
 * table for terms of three or more characters.
 */
export const trigramIndex = (name: string, column: ExtraConfigColumn) =>
  index(name).using('gin', column.op('gin_trgm_ops'));
