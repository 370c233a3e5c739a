import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

// The web bundles `@gary/pick-log` and `@gary/pick-log/web`; a browser has no Node APIs, so neither
// may anything those entries reach. Only `node.ts` uses node:crypto.
const BROWSER_ENTRIES = ['index', 'web'];
const ALLOWED_OUTSIDE = ['canonicalize'];

/** The package's files an entry reaches, walking its imports, and every import from outside. */
function graph(entries: string[]): { files: Set<string>; outside: Set<string> } {
  const files = new Set<string>();
  const outside = new Set<string>();
  const todo = [...entries];
  while (todo.length > 0) {
    const file = todo.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    const { importedFiles } = ts.preProcessFile(readFileSync(join(__dirname, `${file}.ts`), 'utf8'), true, false);
    for (const { fileName } of importedFiles) (fileName.startsWith('./') ? todo.push(fileName.slice(2)) : outside.add(fileName));
  }
  return { files, outside };
}

test('"used by both the service and the browser verifier": the browser entries reach no Node API, and the node binding is not among them', () => {
  const { files, outside } = graph(BROWSER_ENTRIES);
  expect(files.has('merkle')).toBe(true);
  expect(files.has('node')).toBe(false);
  expect([...outside].filter((m) => !ALLOWED_OUTSIDE.includes(m))).toEqual([]);
  for (const file of files) {
    // Code, not comments: a comment may name what the Node binding does.
    const code = ts.createPrinter({ removeComments: true }).printFile(ts.createSourceFile(`${file}.ts`, readFileSync(join(__dirname, `${file}.ts`), 'utf8'), ts.ScriptTarget.ES2022));
    expect({ file, nodeGlobals: /\b(?:process\.|Buffer\b|require\(|__dirname)/u.test(code) }).toEqual({ file, nodeGlobals: false });
  }
});
