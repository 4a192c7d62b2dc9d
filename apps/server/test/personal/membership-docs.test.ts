import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { membershipTableMarkdown } from './support/membership-table.js';

/** Table rows as trimmed cells, so the formatter's column padding does not matter. */
function tableRows(markdown: string): string[][] {
  return markdown
    .split('\n')
    .filter((line) => line.trim().startsWith('|') && !/^\|[\s|:-]+\|$/.test(line.trim()))
    .map((line) =>
      line
        .trim()
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim()),
    );
}

describe('docs/membership.md', () => {
  it('states exactly the permission and quota table of packages/contracts/src/membership.ts', () => {
    const doc = readFileSync(new URL('../../../../docs/membership.md', import.meta.url), 'utf8');
    const expected = tableRows(membershipTableMarkdown());
    const documented = tableRows(doc);
    const start = documented.findIndex((row) => row[0] === '功能' && row[1] === 'key');
    expect(start).toBeGreaterThanOrEqual(0);
    expect(documented.slice(start, start + expected.length)).toEqual(expected);
  });
});
