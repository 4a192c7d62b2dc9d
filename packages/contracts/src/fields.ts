import { z } from 'zod';

/*
 * The field vocabulary of every request contract. Bodies arrive form-urlencoded (every value a
 * string, repeated keys as lists) or as JSON (numbers, arrays); each helper accepts both and says
 * what is wrong in Chinese, naming the field. The preprocess argument types are what the web may
 * send, so `z.input` of a contract types the web's request bodies.
 */

/** One value of a form or JSON body. */
export type FormScalar = string | number | boolean | null | undefined;
/** A value, or a list of them (repeated keys, `key[]`, a JSON array). */
export type FormValue = FormScalar | readonly FormScalar[];

/** Positive ids fit PostgreSQL's int4 columns. */
export const ID_MAX = 2_147_483_647;
export const PAGE_MAX = 100_000;

/**
 * Text no field may hold: C0 controls but tab / LF / CR, DEL and C1 controls (a NUL byte would
 * reach PostgreSQL, which refuses it), bidi embeddings, overrides and isolates (they reorder what
 * a reader sees: 'gpj.exe' shown as 'exe.jpg'), and UTF-16 halves without their pair.
 */
const UNSAFE_TEXT =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function hasUnsafeText(value: string): boolean {
  return UNSAFE_TEXT.test(value);
}

/** True for absent, null and blank (whitespace only) values. */
export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** Blank becomes undefined; strings are trimmed; anything else is left for the schema to judge. */
export function blank(value: unknown): unknown {
  if (isBlank(value)) return undefined;
  return typeof value === 'string' ? value.trim() : value;
}

/** A scalar as text: numbers and booleans as strings, strings trimmed, absent as ''. */
export function scalarText(value: unknown): unknown {
  if (value === undefined || value === null) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return typeof value === 'string' ? value.trim() : value;
}

/** A string of at most `max` characters with nothing unsafe in it; both messages name the field. */
export function safeString(label: string, max?: number) {
  const text = z.string({ error: `${label}格式不正确` });
  return (max === undefined ? text : text.max(max, `${label}不能超过${max}个字符`)).refine(
    (value) => !hasUnsafeText(value),
    `${label}包含非法字符`,
  );
}

/**
 * A trimmed single-value text field, '' when absent; a list or object is refused. Without `max`
 * the length is left to a later rule with its own message (the body limit still caps it).
 */
export function text(label: string, max?: number) {
  return z.preprocess((value: FormScalar) => scalarText(value), safeString(label, max).default(''));
}

/** A trimmed text field that must not be empty: `emptyMessage` when it is (default 请输入{label}). */
export function requiredText(label: string, max: number, emptyMessage = `请输入${label}`) {
  return z.preprocess(
    (value: FormScalar) => blank(value),
    z
      .string({ error: (issue) => (issue.input === undefined ? emptyMessage : `${label}格式不正确`) })
      .pipe(safeString(label, max)),
  );
}

/** A text field where blank means "not given" (undefined). */
export function optionalText(label: string, max: number) {
  return z.preprocess((value: FormScalar) => blank(value), safeString(label, max).optional());
}

/** A list of short texts from repeated keys, `key[]`, a JSON array or one value; empty items dropped. */
export function textList(label: string, maxItemLength: number) {
  return z.preprocess(
    (value: FormValue) => {
      if (isBlank(value)) return [];
      const list = Array.isArray(value) ? value : [value];
      return list.map(scalarText).filter((item) => item !== '');
    },
    z.array(safeString(label, maxItemLength), { error: `${label}格式不正确` }).default([]),
  );
}

/** Splits one comma-separated value into a list (some clients send `a,b` in one key). */
export function splitCommas(value: FormValue): FormValue {
  return typeof value === 'string' ? value.split(',') : value;
}

interface NumberRule {
  min?: number;
  max: number;
  int?: boolean;
}

function numberSchema(message: string | { type: string; min: string; max: string }, rule: NumberRule) {
  const say = typeof message === 'string' ? { type: message, min: message, max: message } : message;
  let schema = z.coerce.number({ error: say.type });
  if (rule.int) schema = schema.int(say.type);
  return schema.min(rule.min ?? 0, say.min).max(rule.max, say.max);
}

/** An optional number typed in a box: blank means absent; anything else must be a number in range. */
export function optionalNumber(label: string, rule: NumberRule) {
  const min = rule.min ?? 0;
  return z.preprocess(
    (value: FormScalar) => blank(value),
    numberSchema(
      { type: `${label}必须是数字`, min: `${label}不能小于${min}`, max: `${label}不能大于${rule.max}` },
      rule,
    ).optional(),
  );
}

/** A number with a default for blank; one message for every way it can be wrong. */
export function numberOr(fallback: number, message: string, rule: NumberRule) {
  return z.preprocess((value: FormScalar) => blank(value), numberSchema(message, rule).default(fallback));
}

/** A required positive integer id (int4); `message` for absent and wrong alike. */
export function id(message: string) {
  return z.preprocess(
    (value: FormScalar) => blank(value),
    z.coerce.number({ error: message }).int(message).min(1, message).max(ID_MAX, message),
  );
}

/** An optional positive integer id: blank means not given. */
export function optionalId(message: string) {
  return z.preprocess(
    (value: FormScalar) => blank(value),
    z.coerce.number({ error: message }).int(message).min(1, message).max(ID_MAX, message).optional(),
  );
}

/** A list of ids from repeated keys, `key[]`, a JSON array or a comma-separated string. */
export function idList(message: string) {
  return z.preprocess(
    (value: FormValue) => {
      if (isBlank(value)) return [];
      const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [value];
      return list.map(blank).filter((item) => item !== undefined);
    },
    z
      .array(z.coerce.number({ error: message }).int(message).min(1, message).max(ID_MAX, message), {
        error: message,
      })
      .default([]),
  );
}

/** Page number of a paged list: blank means 1. */
export const page = z.preprocess(
  (value: FormScalar) => blank(value),
  z.coerce
    .number({ error: '页码不正确' })
    .int('页码不正确')
    .min(1, '页码不正确')
    .max(PAGE_MAX, '页码不正确')
    .default(1),
);

/** Rows per page: blank means `fallback`; 1..max otherwise. */
export function perPage(fallback: number, max: number, message = `每页条数需为1-${max}之间的整数`) {
  return numberOr(fallback, message, { min: 1, max, int: true });
}

const choiceText = (value: FormScalar) => (typeof value === 'number' ? String(value) : blank(value));

/** One of a fixed set; blank takes `fallback` (the field may then be left out). */
export function choice<const T extends readonly [string, ...string[]]>(
  values: T,
  message: string,
  fallback: T[number],
) {
  return z.preprocess(choiceText, z.enum(values, { error: message }).default(fallback as never));
}

/** One of a fixed set, required. */
export function requiredChoice<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z.preprocess(choiceText, z.enum(values, { error: message }));
}

/** One of a fixed set, or not given (blank). */
export function optionalChoice<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z.preprocess(choiceText, z.enum(values, { error: message }).optional());
}

function numberIn<const T extends readonly number[]>(values: T, message: string) {
  return z.coerce.number({ error: message }).refine((n) => values.includes(n), message) as z.ZodType<T[number], number>;
}

/** One of a fixed set of numbers (sent as text or as a number); blank takes `fallback`. */
export function numberChoice<const T extends readonly number[]>(values: T, message: string, fallback: T[number]) {
  return z.preprocess((value: FormScalar) => blank(value), numberIn(values, message).default(fallback as never));
}

/** One of a fixed set of numbers, required. */
export function requiredNumberChoice<const T extends readonly number[]>(values: T, message: string) {
  return z.preprocess((value: FormScalar) => blank(value), numberIn(values, message));
}

/** One of a fixed set of numbers, or not given (blank). */
export function optionalNumberChoice<const T extends readonly number[]>(values: T, message: string) {
  return z.preprocess((value: FormScalar) => blank(value), numberIn(values, message).optional());
}

/** Several of a fixed set, from repeated keys, `key[]`, a JSON array or a comma-separated string. */
export function choiceList<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z.preprocess(
    (value: FormValue) => {
      if (isBlank(value)) return [];
      const list = Array.isArray(value) ? value : String(value).split(',');
      return list.map((item) => String(item ?? '').trim()).filter((item) => item !== '');
    },
    z
      .array(z.enum(values, { error: message }), { error: message })
      .max(values.length, message)
      .default([]),
  );
}

/** 0/1 switches ('1', 1, true and 'true' are on; blank is `fallback`). */
export function flag(message: string, fallback = false) {
  return z.preprocess(
    (value: FormScalar) => {
      const given = blank(value);
      if (given === undefined) return undefined;
      if (given === true || given === 1 || given === '1' || given === 'true') return true;
      if (given === false || given === 0 || given === '0' || given === 'false') return false;
      return given;
    },
    z.boolean({ error: message }).default(fallback),
  );
}

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date written YYYY-MM-DD (2025-02-30 is refused). */
export function isCalendarDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/** A required YYYY-MM-DD date. */
export function date(message: string) {
  return z.preprocess(
    (value: FormScalar) => blank(value),
    z.string({ error: message }).refine(isCalendarDate, message),
  );
}

/** A YYYY-MM-DD date, or not given (blank). */
export function optionalDate(message: string) {
  return z.preprocess(
    (value: FormScalar) => blank(value),
    z.string({ error: message }).refine(isCalendarDate, message).optional(),
  );
}

/** Folds `name[]` keys (as some form serializers send lists) and repeated keys into one list each. */
export function foldBracketKeys(body: unknown): unknown {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    const base = key.endsWith('[]') ? key.slice(0, -2) : key;
    const items = Array.isArray(value) ? value : [value];
    const previous = out[base];
    if (previous === undefined) out[base] = key.endsWith('[]') ? items : value;
    else out[base] = [...(Array.isArray(previous) ? previous : [previous]), ...items];
  }
  return out;
}

/**
 * A request body: `name[]` keys folded first, then `schema`. The input type stays the schema's,
 * so the web's bodies are typed by it.
 */
export function formBody<S extends z.ZodType>(schema: S) {
  return z.preprocess((body: z.input<S>) => foldBracketKeys(body), schema);
}

/** A body with no fields (anything sent is ignored). */
export const noFields = z.object({});
