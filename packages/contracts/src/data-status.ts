/*
 * Where the installation's data comes from (/api/index/data_status) and the operators' file import
 * (/api/data/import). The calls and their schemas are in data-status.api.ts.
 */

/** 'simulator': generated demo data (the UI says so); 'weibo-web': collected from Weibo; 'none': imported data only. */
export const DATA_SOURCES = ['simulator', 'weibo-web', 'none'] as const;
export type DataSource = (typeof DATA_SOURCES)[number];

/** Kinds one uploaded file can carry (a hot-search archive is a folder: use the CLI). */
export const IMPORT_FILE_KINDS = ['weibo-json', 'reposts-jsonl', 'crawler-csv'] as const;
export type ImportFileKind = (typeof IMPORT_FILE_KINDS)[number];
export const IMPORT_MAX_BYTES = 50 * 1024 * 1024;
/** At most this many bad rows are listed (with line numbers); the count covers all of them. */
export const IMPORT_PROBLEMS_SHOWN = 100;

export const ImportMessage = {
  notMultipart: '请使用 multipart/form-data 上传数据文件',
  tooLarge: '数据文件不能超过50MB',
  oneFile: '每次只能导入一个文件',
  operatorsOnly: '仅运营账号可以导入数据',
  kind: '请选择导入类型：weibo-json、reposts-jsonl 或 crawler-csv',
  missingFile: '请上传数据文件（字段 file）',
  badRoot: '原微博 mid 格式不正确',
  badUid: '用户 uid 格式不正确',
} as const;

export function importedMessage(read: number, skipped: number): string {
  return `导入完成：读取 ${read} 条，跳过 ${skipped} 条`;
}
