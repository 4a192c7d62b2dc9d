import ExcelJS from 'exceljs';

export type CellValue = string | number | null;

export interface XlsxColumn<T> {
  /** The header cell, in Chinese. */
  header: string;
  value: (row: T) => CellValue;
  width?: number;
}

/**
 * One sheet with its cells already read from its rows, so a workbook of sheets over different row
 * types is one plain list. Built by `sheet()`.
 */
export interface Sheet {
  /** At most 31 characters, none of : \ / ? * [ ] (cleaned when written). */
  name: string;
  headers: string[];
  widths: number[];
  cells: CellValue[][];
}

/** A sheet of rows of one type, each column read by its `value`. */
export function sheet<T>(name: string, columns: readonly XlsxColumn<T>[], rows: readonly T[]): Sheet {
  return {
    name,
    headers: columns.map((c) => c.header),
    widths: columns.map((c) => c.width ?? Math.max(10, c.header.length * 2 + 4)),
    cells: rows.map((row) => columns.map((c) => c.value(row))),
  };
}

/** Data rows of a workbook (header rows not counted). */
export function rowCount(sheets: readonly Sheet[]): number {
  return sheets.reduce((sum, s) => sum + s.cells.length, 0);
}

/**
 * Text a spreadsheet would read as a formula (= + - @, or a leading tab / carriage return that
 * some programs strip first) is prefixed with an apostrophe so it stays text (CSV/formula injection).
 */
export function escapeCell(value: CellValue): CellValue {
  if (typeof value !== 'string') return value;
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function safeSheetName(name: string, taken: Set<string>): string {
  const base = name.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31) || 'Sheet';
  let candidate = base;
  for (let i = 2; taken.has(candidate); i += 1) candidate = `${base.slice(0, 28)}(${i})`;
  taken.add(candidate);
  return candidate;
}

/** One workbook, one sheet per view, a bold Chinese header row on each. */
export async function buildXlsx(sheets: readonly Sheet[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = '博观';
  const taken = new Set<string>();
  for (const s of sheets) {
    const ws = workbook.addWorksheet(safeSheetName(s.name, taken));
    ws.columns = s.headers.map((header, i) => ({ header, width: s.widths[i] }));
    ws.getRow(1).font = { bold: true };
    for (const row of s.cells) ws.addRow(row.map(escapeCell));
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Reads a workbook back as rows of cell values per sheet (tests use it). */
export async function readXlsx(data: Buffer | Uint8Array): Promise<Record<string, CellValue[][]>> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data as never);
  const sheets: Record<string, CellValue[][]> = {};
  workbook.eachSheet((ws) => {
    const rows: CellValue[][] = [];
    ws.eachRow({ includeEmpty: false }, (row) => {
      const values = (row.values as unknown[]).slice(1);
      rows.push(values.map((v) => (v === undefined ? null : (v as CellValue))));
    });
    sheets[ws.name] = rows;
  });
  return sheets;
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const CSV_TYPE = 'text/csv; charset=utf-8';

export function contentTypeOf(format: 'xlsx' | 'csv'): string {
  return format === 'csv' ? CSV_TYPE : XLSX_TYPE;
}
