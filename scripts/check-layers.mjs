// The layer rules of docs/architecture.md, checked on every source file by `npm run check`.
// Usage: node scripts/check-layers.mjs [root]   (exit 1 and one line per violation when broken)
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Web features others may import: the pieces several features share. */
export const SHARED_FEATURES = ['blogger-common'];

const SOURCE = /\.(ts|tsx|mjs)$/;
const SKIP_DIRS = new Set(['node_modules', 'dist', 'test-results', 'playwright-report', '.git']);
const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
const SQL_CALL = /\.(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\(|\bsql(?:<[^>]*>)?`/;

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP_DIRS.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (SOURCE.test(entry.name)) yield full;
  }
}

function importsOf(text) {
  const found = [];
  for (const match of text.matchAll(IMPORT)) found.push(match[1] ?? match[2]);
  return found;
}

/** A relative import as a path from the root (extension dropped), or the package name as written. */
function target(root, file, spec) {
  if (!spec.startsWith('.')) return spec;
  const resolved = path.relative(root, path.resolve(path.dirname(file), spec));
  return resolved
    .split(path.sep)
    .join('/')
    .replace(/\.(js|ts|tsx|mjs)$/, '');
}

const isTest = (rel) => /(^|\/)(test|e2e)\//.test(rel) || /\.test\.tsx?$/.test(rel);

/** Each rule: where it applies, and the message for an import (or file content) that breaks it. */
const rules = [
  {
    name: 'route-imports-repository',
    applies: (rel) => /^apps\/server\/src\/modules\/.+\.routes\.ts$/.test(rel),
    check: ({ imports }) =>
      imports
        .filter((t) => /\.repository$/.test(t) || t === 'kysely' || /\/db\//.test(t))
        .map((t) => `a route file imports ${t}: routes call services; SQL lives in repositories`),
  },
  {
    name: 'sql-outside-repository',
    applies: (rel) =>
      /^apps\/server\/src\/modules\/.+\.ts$/.test(rel) &&
      !/\.(repository|tables|refresh|sql)\.ts$/.test(rel) &&
      !isTest(rel),
    check: ({ text }) => (SQL_CALL.test(text) ? ['SQL outside a repository: move the query to a *.repository.ts'] : []),
  },
  {
    name: 'feature-imports-feature',
    applies: (rel) => /^apps\/web\/src\/features\/[^/]+\//.test(rel),
    check: ({ rel, imports }) => {
      const own = rel.split('/')[4];
      return imports
        .map((t) => /^apps\/web\/src\/features\/([^/]+)\//.exec(t)?.[1])
        .filter((feature) => feature && feature !== own && !SHARED_FEATURES.includes(feature))
        .map(
          (feature) =>
            `feature ${own} imports feature ${feature}'s internals: share it from components/, lib/ or ${SHARED_FEATURES.join(', ')}`,
        );
    },
  },
  {
    name: 'package-imports-app',
    applies: (rel) => /^packages\/[^/]+\/src\//.test(rel),
    check: ({ imports }) =>
      imports
        .filter((t) => t.startsWith('apps/') || t.startsWith('@boguan/server') || t.startsWith('@boguan/web'))
        .map((t) => `a package imports ${t}: packages know nothing of the server or the web`),
  },
  {
    name: 'web-imports-zod-eagerly',
    applies: (rel) => /^apps\/web\/src\/(app|layouts|stores|lib)\//.test(rel) && !isTest(rel),
    check: ({ text }) =>
      /import\s+(?!type\b)[^'"]*from\s*['"](zod|@boguan\/contracts\/[^'"]+\.api)['"]/.test(text)
        ? ['the shell imports a schema module: zod belongs in the lazy chunks that validate with it (import type only)']
        : [],
  },
];

export function checkLayers(root) {
  const problems = [];
  for (const file of sourceFiles(root)) {
    const rel = path.relative(root, file).split(path.sep).join('/');
    const active = rules.filter((rule) => rule.applies(rel));
    if (active.length === 0) continue;
    const text = readFileSync(file, 'utf8');
    const imports = importsOf(text).map((spec) => target(root, file, spec));
    for (const rule of active) {
      for (const message of rule.check({ rel, text, imports })) problems.push(`${rel}: [${rule.name}] ${message}`);
    }
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
  if (!statSync(root).isDirectory()) throw new Error(`not a directory: ${root}`);
  const problems = checkLayers(root);
  for (const line of problems) console.error(line);
  if (problems.length > 0) {
    console.error(`check-layers: ${problems.length} violation(s) of the layer rules (docs/architecture.md)`);
    process.exit(1);
  }
  console.log('check-layers: every file keeps to its layer');
}
