import { once } from 'node:events';
import { createWriteStream, type WriteStream } from 'node:fs';
import type { ExportFormat } from '@boguan/contracts/data-export';
import ExcelJS from 'exceljs';
import { type CellValue, escapeCell } from '../exports/xlsx.js';

/**
 * A file written a row at a time to disk, so an export of any size holds one batch in memory:
 * CSV as UTF-8 with a byte-order mark (Excel then reads the Chinese right), or .xlsx through
 * exceljs's streaming writer (rows committed as they come, no shared-strings table kept).
 */
export interface RowFileWriter {
  addRow(cells: readonly CellValue[]): Promise<void>;
  /** Flushes and closes the file. */
  finish(): Promise<void>;
}

/** One CSV field: formula-looking text escaped like the .xlsx cells, then quoted when it must be. */
export function csvField(value: CellValue): string {
  const cell = escapeCell(value);
  if (cell === null) return '';
  const text = String(cell);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const CSV_BOM = '\uFEFF';

async function write(stream: WriteStream, chunk: string): Promise<void> {
  if (!stream.write(chunk)) await once(stream, 'drain');
}

function csvWriter(path: string, headers: readonly string[]): RowFileWriter {
  const stream = createWriteStream(path, { flags: 'wx' });
  let started = false;
  const start = async () => {
    if (started) return;
    started = true;
    await write(stream, `${CSV_BOM}${headers.map(csvField).join(',')}\r\n`);
  };
  return {
    async addRow(cells) {
      await start();
      await write(stream, `${cells.map(csvField).join(',')}\r\n`);
    },
    async finish() {
      await start();
      stream.end();
      await once(stream, 'finish');
    },
  };
}

function xlsxWriter(path: string, sheetName: string, headers: readonly string[]): RowFileWriter {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path, useStyles: true, useSharedStrings: false });
  workbook.creator = '博观';
  const sheet = workbook.addWorksheet(sheetName.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31) || 'Sheet');
  sheet.columns = headers.map((header) => ({ header, width: Math.max(10, header.length * 2 + 4) }));
  const head = sheet.getRow(1);
  head.font = { bold: true };
  head.commit();
  return {
    async addRow(cells) {
      sheet.addRow(cells.map(escapeCell)).commit();
    },
    async finish() {
      sheet.commit();
      await workbook.commit();
    },
  };
}

export function rowFileWriter(
  format: ExportFormat,
  path: string,
  sheetName: string,
  headers: readonly string[],
): RowFileWriter {
  return format === 'csv' ? csvWriter(path, headers) : xlsxWriter(path, sheetName, headers);
}
