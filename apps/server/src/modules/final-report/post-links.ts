import { LineReason } from '@boguan/contracts/final-report';
import { parsePostLink } from '@boguan/weibo/parse/post-link';

export type ParsedLine = { mid: string } | { reason: string };

/**
 * What a pasted line names: a post's mid, or why it names none. The accepted forms are those of
 * parsePostLink (docs/final-report.md), a link after a title on the same line included.
 */
export function parsePostLine(line: string): ParsedLine {
  const link = parsePostLink(line);
  if (link.ok) return { mid: link.mid };
  return { reason: link.reason === 'other-site' ? LineReason.notWeibo : LineReason.notPost };
}

/** The non-empty lines of a paste with their 1-based line numbers. */
export function pastedLines(text: string): { line: number; input: string }[] {
  return text
    .split(/\r\n|\r|\n/)
    .map((input, i) => ({ line: i + 1, input: input.trim() }))
    .filter((l) => l.input !== '');
}
