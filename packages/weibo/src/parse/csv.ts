/**
 * RFC 4180 CSV: comma-separated fields, CRLF or LF records, double-quoted fields that may hold
 * commas, quotes ("") and line breaks; a leading UTF-8 BOM (Excel and the Python crawlers write
 * utf-8-sig) is dropped. Lenient where files in the wild are: a quote inside an unquoted field is
 * kept as text.
 */

export interface CsvRecord {
  fields: string[];
  /** 1-based line on which the record starts (records may span lines). */
  line: number;
}

export interface CsvReadResult {
  records: CsvRecord[];
  /** Set when the file ends inside a quoted field; the unfinished record is not returned. */
  unterminatedAt: number | null;
}

const QUOTE = 34;
const COMMA = 44;
const LF = 10;
const CR = 13;

export function readCsv(input: string): CsvReadResult {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let inQuotes = false;
  // At the first character of a field: only there does a quote open a quoted field.
  let atFieldStart = true;
  // Whether the current record has anything at all, so blank lines are not records.
  let hasContent = false;
  let line = 1;
  let recordLine = 1;
  let i = 0;
  const endRecord = () => {
    fields.push(field);
    if (hasContent) records.push({ fields, line: recordLine });
    fields = [];
    field = '';
    atFieldStart = true;
    hasContent = false;
  };
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (inQuotes) {
      if (c === QUOTE) {
        if (text.charCodeAt(i + 1) === QUOTE) {
          field += '"';
          i += 2;
        } else {
          inQuotes = false;
          i += 1;
        }
        continue;
      }
      if (c === LF) line += 1;
      field += text[i];
      i += 1;
      continue;
    }
    if (c === QUOTE && atFieldStart) {
      inQuotes = true;
      atFieldStart = false;
      hasContent = true;
      i += 1;
    } else if (c === COMMA) {
      fields.push(field);
      field = '';
      atFieldStart = true;
      hasContent = true;
      i += 1;
    } else if (c === CR || c === LF) {
      endRecord();
      i += c === CR && text.charCodeAt(i + 1) === LF ? 2 : 1;
      line += 1;
      recordLine = line;
    } else {
      field += text[i];
      atFieldStart = false;
      hasContent = true;
      i += 1;
    }
  }
  if (inQuotes) return { records, unterminatedAt: recordLine };
  if (hasContent) endRecord();
  return { records, unterminatedAt: null };
}
