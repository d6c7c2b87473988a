// Lists the functions outside tests that run over 80 lines (issue 35: at most 20 of them), longest
// first. `--max N` exits 1 when more than N are found, so lint holds the count.

import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import ts from 'typescript';

const LIMIT = 80;
const maxArg = process.argv.indexOf('--max');
const max = maxArg > 0 ? Number(process.argv[maxArg + 1]) : Number.POSITIVE_INFINITY;

const files = execFileSync(
  'git',
  ['ls-files', '--cached', '--others', '--exclude-standard', 'server', 'web', 'common', 'scripts'],
  {
    encoding: 'utf8',
  },
)
  .split('\n')
  .filter(
    (f) =>
      /\.(ts|tsx)$/.test(f) &&
      !/\.(test|e2e|fixture)\.tsx?$/.test(f) &&
      !f.startsWith('web/components/ui/') &&
      !f.startsWith('server/db/migrations/'),
  );

const long: { where: string; lines: number }[] = [];
for (const file of files) {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    continue;
  }
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const start = source.getLineAndCharacterOfPosition(node.getStart()).line;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const lines = end - start + 1;
      if (lines > LIMIT) long.push({ where: `${file}:${start + 1}`, lines });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}
long.sort((a, b) => b.lines - a.lines);
// With --max (lint) the list only when over it.
if (long.length > max || max === Number.POSITIVE_INFINITY)
  for (const { where, lines } of long) console.log(`${String(lines).padStart(4)}  ${where}`);
console.log(`${long.length} functions over ${LIMIT} lines outside tests`);
if (long.length > max) {
  console.error(`Mehr als ${max} Funktionen über ${LIMIT} Zeilen: teilen Sie die neuen auf.`);
  process.exit(1);
}
