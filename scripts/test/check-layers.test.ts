import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without type declarations
import { checkLayers } from '../check-layers.mjs';

let root = '';
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A small tree of files, written under a new temporary root. */
function tree(files: Record<string, string>): string {
  root = mkdtempSync(path.join(os.tmpdir(), 'layers-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

describe('the layer check run by npm run check', () => {
  it('fails a route that imports a repository, naming the file and the rule', () => {
    const problems: string[] = checkLayers(
      tree({
        'apps/server/src/modules/demo/demo.routes.ts': "import { findAll } from './demo.repository.js';\n",
        'apps/server/src/modules/demo/demo.repository.ts': 'export const findAll = () => [];\n',
      }),
    );
    expect(problems).toEqual([
      'apps/server/src/modules/demo/demo.routes.ts: [route-imports-repository] a route file imports apps/server/src/modules/demo/demo.repository: routes call services; SQL lives in repositories',
    ]);
  });

  it('fails SQL in a service and passes it in a repository', () => {
    const problems: string[] = checkLayers(
      tree({
        'apps/server/src/modules/demo/demo.service.ts': "export const q = (db) => db.selectFrom('users');\n",
        'apps/server/src/modules/demo/demo.repository.ts': "export const q = (db) => db.selectFrom('users');\n",
      }),
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('demo.service.ts: [sql-outside-repository]');
  });

  it("fails a web feature that imports another feature's internals, but not a shared feature", () => {
    const problems: string[] = checkLayers(
      tree({
        'apps/web/src/features/alpha/pages/a.tsx': [
          "import { B } from '../../beta/components/b';",
          "import { Cell } from '../../blogger-common/blogger-cell';",
          "import { api } from '../../../lib/api-client';",
        ].join('\n'),
      }),
    );
    expect(problems).toEqual([
      "apps/web/src/features/alpha/pages/a.tsx: [feature-imports-feature] feature alpha imports feature beta's internals: share it from components/, lib/ or blogger-common",
    ]);
  });

  it('fails a package that imports the server or the web', () => {
    const problems: string[] = checkLayers(
      tree({ 'packages/weibo/src/x.ts': "import { buildApp } from '../../../apps/server/src/app.js';\n" }),
    );
    expect(problems[0]).toContain('[package-imports-app]');
  });

  it('fails the shell importing a schema module eagerly, and allows a type import', () => {
    const problems: string[] = checkLayers(
      tree({
        'apps/web/src/app/a.ts': "import { kolSearchSchema } from '@boguan/contracts/kol-search.api';\n",
        'apps/web/src/app/b.ts': "import type { KolSearchPage } from '@boguan/contracts/kol-search.api';\n",
      }),
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('apps/web/src/app/a.ts: [web-imports-zod-eagerly]');
  });
});
