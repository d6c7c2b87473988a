// Holds docs/tables.md (issue 35 point 4, decision 063): every table of server/db/schema has one
// owner that writes it, and a write from anywhere else must be one of the few allowed cross-writes.
// Reads every non-test server file with the TypeScript compiler and finds drizzle `.insert(T)`,
// `.update(T)`, `.delete(T)` and raw SQL (`insert into`, `update`, `delete from`, `truncate`) in
// template strings, `${T}` resolved to its table. Fails naming file:line, table and owner.
// `--markdown` prints the doc's tables; the check fails when docs/tables.md holds other ones.

import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { allowedCrossWrites, tableOwners } from './table-owners';

export type Write = { file: string; line: number; table: string; how: string };

const SCHEMA_DIR = 'server/db/schema';
const DOC = 'docs/tables.md';
const DOC_START =
  '<!-- table-owners:start (generated: node --import tsx scripts/check-table-owners.ts --markdown) -->';
const DOC_END = '<!-- table-owners:end -->';

const parse = (file: string, text: string) => ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);

/** The schema's tables: exported constant name → SQL table name (`export const x = pgTable('x', …)`). */
export function schemaTables(files: { file: string; text: string }[]): Map<string, string> {
  const tables = new Map<string, string>();
  for (const { file, text } of files) {
    const visit = (node: ts.Node) => {
      if (
        ts.isVariableDeclaration(node) &&
        ts.isIdentifier(node.name) &&
        node.initializer &&
        ts.isCallExpression(node.initializer) &&
        ts.isIdentifier(node.initializer.expression) &&
        node.initializer.expression.text === 'pgTable'
      ) {
        const first = node.initializer.arguments[0];
        if (first && ts.isStringLiteralLike(first)) tables.set(node.name.text, first.text);
      }
      ts.forEachChild(node, visit);
    };
    visit(parse(file, text));
  }
  return tables;
}

/** Names in a file bound to schema tables: local name → table, and `import * as schema` names. */
function importedTables(source: ts.SourceFile, tables: Map<string, string>) {
  const named = new Map<string, string>();
  const namespaces = new Set<string>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const target = path.posix.join(path.posix.dirname(source.fileName), statement.moduleSpecifier.text);
    if (target !== SCHEMA_DIR && !target.startsWith(`${SCHEMA_DIR}/`)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (bindings && ts.isNamespaceImport(bindings)) namespaces.add(bindings.name.text);
    if (bindings && ts.isNamedImports(bindings)) {
      for (const element of bindings.elements) {
        const table = tables.get((element.propertyName ?? element.name).text);
        if (table) named.set(element.name.text, table);
      }
    }
  }
  return (node: ts.Node): string | undefined => {
    if (ts.isIdentifier(node)) return named.get(node.text);
    if (
      ts.isPropertyAccessExpression(node) &&
      ts.isIdentifier(node.expression) &&
      namespaces.has(node.expression.text)
    )
      return tables.get(node.name.text);
    return undefined;
  };
}

const SQL_WRITE =
  /\b(insert\s+into|update|delete\s+from|truncate(?:\s+table)?)\s+(?:only\s+)?"?([a-z_][a-z0-9_]*)"?/gi;

/** The writes in one file's text (the file name is its path from the repository's root). */
export function findWrites(file: string, text: string, tables: Map<string, string>): Write[] {
  const source = parse(file, text);
  const tableOf = importedTables(source, tables);
  const known = new Set(tables.values());
  const writes: Write[] = [];
  const lineOf = (pos: number) => source.getLineAndCharacterOfPosition(pos).line + 1;

  // Raw SQL: the template's text pieces with `${T}` replaced by T's name; a match's line is the
  // line of the piece it starts in.
  const scanSql = (pieces: { text: string; pos: number }[]) => {
    let joined = '';
    const starts: number[] = [];
    for (const piece of pieces) {
      starts.push(joined.length);
      joined += piece.text;
    }
    for (const match of joined.matchAll(SQL_WRITE)) {
      const table = match[2].toLowerCase();
      if (!known.has(table)) continue;
      const at = match.index ?? 0;
      let i = starts.length - 1;
      while (starts[i] > at) i--;
      const offset = at - starts[i];
      const piece = pieces[i];
      writes.push({
        file,
        line: lineOf(piece.pos) + piece.text.slice(0, offset).split('\n').length - 1,
        table,
        how: match[1].toLowerCase().replace(/\s+/g, ' '),
      });
    }
  };

  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const how = node.expression.name.text;
      const first = node.arguments[0];
      const table = first && tableOf(first);
      if (table && (how === 'insert' || how === 'update' || how === 'delete'))
        writes.push({ file, line: lineOf(node.expression.name.getStart()), table, how: `.${how}()` });
    }
    if (ts.isNoSubstitutionTemplateLiteral(node) || ts.isStringLiteral(node)) {
      scanSql([{ text: node.text, pos: node.getStart() }]);
    }
    if (ts.isTemplateExpression(node)) {
      const pieces = [{ text: node.head.text, pos: node.head.getStart() }];
      for (const span of node.templateSpans) {
        const table = tableOf(span.expression);
        // A table in `${…}` reads as its name; anything else as a word no table is called.
        pieces.push({ text: table ?? '?', pos: span.expression.getStart() });
        pieces.push({ text: span.literal.text, pos: span.literal.getStart() });
      }
      scanSql(pieces);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return writes;
}

/** The module a file belongs to: `server/modules/<m>/…` → m; otherwise its shared folder. */
export function writerOf(file: string): string {
  const moduleMatch = /^server\/modules\/([^/]+)\//.exec(file);
  if (moduleMatch) return moduleMatch[1];
  const folder = /^server\/([^/]+)\//.exec(file);
  return folder ? `server/${folder[1]}` : file;
}

/**
 * Files the rule does not hold: tests, fixtures, migrations and the demo (its seeds and its start,
 * only under `npm run demo`) set up data on purpose.
 */
export const exempt = (file: string) =>
  /\.(test|e2e|fixture)\.ts$/.test(file) ||
  file.startsWith('server/db/migrations/') ||
  file.startsWith('server/demo/') ||
  file.startsWith(`${SCHEMA_DIR}/`);

/** Problems: writes outside the owner not allowed, tables without owner, stale map entries. */
export function check(
  writes: Write[],
  tables: Map<string, string>,
  owners: Record<string, string> = tableOwners,
  allowed: typeof allowedCrossWrites = allowedCrossWrites,
): string[] {
  const problems: string[] = [];
  const names = new Set(tables.values());
  for (const table of names) {
    if (!owners[table])
      problems.push(`${table}: kein Besitzer in scripts/table-owners.ts / no owner named for this table`);
  }
  for (const table of Object.keys(owners)) {
    if (!names.has(table))
      problems.push(`${table}: in scripts/table-owners.ts, aber nicht im Schema / not in the schema`);
  }
  const used = new Set<string>();
  for (const write of writes) {
    const writer = writerOf(write.file);
    const owner = owners[write.table];
    if (!owner || writer === owner) continue;
    const key = `${write.table} ${writer}`;
    if (allowed.some((a) => a.table === write.table && a.writer === writer)) {
      used.add(key);
      continue;
    }
    problems.push(
      `${write.file}:${write.line}: schreibt ${write.table} (${write.how}), Besitzer ist ${owner} — ` +
        `write to ${write.table} outside its owner ${owner}: call a function of ${owner}, or add an allowed cross-write with its reason to scripts/table-owners.ts`,
    );
  }
  for (const a of allowed) {
    if (!used.has(`${a.table} ${a.writer}`))
      problems.push(
        `${a.table} ← ${a.writer}: erlaubter Fremdzugriff kommt nicht mehr vor / allowed cross-write no longer occurs; remove it`,
      );
  }
  return problems;
}

/** The doc's tables, generated from scripts/table-owners.ts. */
export function markdown(owners: Record<string, string> = tableOwners, allowed = allowedCrossWrites): string {
  const where = (owner: string) =>
    owner.startsWith('server/') ? `\`${owner}/\`` : `\`server/modules/${owner}/\``;
  const lines = ['| table | owner (writes it) |', '|---|---|'];
  for (const [table, owner] of Object.entries(owners).sort(([a], [b]) => a.localeCompare(b)))
    lines.push(`| \`${table}\` | ${where(owner)} |`);
  lines.push('', '| table | also written by | why |', '|---|---|---|');
  for (const a of allowed) lines.push(`| \`${a.table}\` | ${where(a.writer)} | ${a.reason} |`);
  return lines.join('\n');
}

function docProblem(doc: string, expected: string): string | undefined {
  const start = doc.indexOf(DOC_START);
  const end = doc.indexOf(DOC_END);
  if (start < 0 || end < start)
    return `${DOC}: die Marken ${DOC_START} … ${DOC_END} fehlen / markers missing`;
  if (doc.slice(start + DOC_START.length, end).trim() !== expected)
    return `${DOC}: die Tabellen weichen von scripts/table-owners.ts ab / tables differ; paste the output of --markdown between the markers`;
  return undefined;
}

const read = (file: string) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined; // deleted in the working tree but still in the index
  }
};

/** The schema's tables and every write in the tree's server files the rule holds (run from the root). */
export function scanTree() {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'server'], {
    encoding: 'utf8',
  })
    .split('\n')
    .filter((f) => f.endsWith('.ts'));
  const textOf = (file: string) => {
    const text = read(file);
    return text === undefined ? [] : [{ file, text }];
  };
  const tables = schemaTables(files.filter((f) => f.startsWith(`${SCHEMA_DIR}/`)).flatMap(textOf));
  const writes = files
    .filter((f) => !exempt(f))
    .flatMap(textOf)
    .flatMap(({ file, text }) => findWrites(file, text, tables));
  return { tables, writes };
}

/** Everything wrong with the tree: writes outside their owner, the map, and the doc's tables. */
export function treeProblems() {
  const { tables, writes } = scanTree();
  const problems = check(writes, tables);
  const docIssue = docProblem(read(DOC) ?? '', markdown());
  if (docIssue) problems.push(docIssue);
  return { problems, tables, writes };
}

function main() {
  if (process.argv.includes('--markdown')) {
    console.log(markdown());
    return;
  }
  if (process.argv.includes('--list')) {
    for (const w of scanTree().writes)
      console.log(`${w.file}:${w.line}\t${w.table}\t${w.how}\t${writerOf(w.file)}`);
    return;
  }
  const { problems, tables, writes } = treeProblems();
  if (problems.length) {
    for (const p of problems) console.error(p);
    console.error(
      `${problems.length} Verstöße gegen die Tabellenbesitzer (docs/tables.md) / table owner violations`,
    );
    process.exit(1);
  }
  console.log(
    `${tables.size} Tabellen, ${writes.length} Schreibzugriffe: alle beim Besitzer oder erlaubt (docs/tables.md)`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) main();
