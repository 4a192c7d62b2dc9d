/**
 * Weibo items are stored field by field: a model field lives in the column of its snake_case
 * name (`readCount` in `read_count`). These name the columns of fields, in types and at run time.
 */

/** `readCount` → `read_count`. */
export type ColumnName<F extends string> = F extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${ColumnName<Tail>}`
  : F;

/** The fields of `I` stored as they are: those whose column name is one of `Columns`. */
export type StoredField<I, Columns extends string> = {
  [F in keyof I & string]: ColumnName<F> extends Columns ? F : never;
}[keyof I & string];

/** The column a field is stored in, as `ColumnName` names it. */
export function columnName<F extends string>(field: F): ColumnName<F> {
  return field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`) as ColumnName<F>;
}
