import ExcelJS from 'exceljs';

export type CellValue = string | number | null;

export interface XlsxColumn<T> {
  /** The header cell, in Chinese. */
  header: string;
  value: (row: T) => CellValue;
  width?: number;
}

export interface XlsxSheet<T = never> {
  /** Sheet names: at most 31 characters, none of : \ / ? * [ ]. */
  name: string;
  columns: readonly XlsxColumn<T>[];
  rows: readonly T[];
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

/** A sheet of any row type: what builders return when their sheets hold different rows. */
export interface AnySheet {
  name: string;
  columns: readonly XlsxColumn<never>[];
  rows: readonly unknown[];
}

/** One workbook, one sheet per view, a bold Chinese header row on each. */
export async function buildXlsx(sheets: readonly AnySheet[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = '博观';
  const taken = new Set<string>();
  for (const sheet of sheets) {
    const ws = workbook.addWorksheet(safeSheetName(sheet.name, taken));
    ws.columns = sheet.columns.map((c) => ({
      header: c.header,
      width: c.width ?? Math.max(10, c.header.length * 2 + 4),
    }));
    ws.getRow(1).font = { bold: true };
    for (const row of sheet.rows) ws.addRow(sheet.columns.map((c) => escapeCell(c.value(row as never))));
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Reads a workbook back as rows of cell values per sheet (tests and the export check use it). */
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

/** Content-Disposition with a UTF-8 file name (the web client reads filename*). */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
