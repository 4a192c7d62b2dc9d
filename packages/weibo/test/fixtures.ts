import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Absolute path of a file under test/fixtures. */
export function fixturePath(...parts: string[]): string {
  return fileURLToPath(new URL(`./fixtures/${parts.join('/')}`, import.meta.url));
}

export function readFixtureJson(...parts: string[]): unknown {
  return JSON.parse(readFileSync(fixturePath(...parts), 'utf8'));
}
