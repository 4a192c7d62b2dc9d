import { keysOf } from './labels.js';

/**
 * Shared constants of the blogger (KOL) tools: the verification badges, uids, genders and list texts.
 * The card every list shows is a schema in kol.api.ts; each tool's own calls live in its own
 * `<tool>.api.ts`.
 */

export const VERIFY_LABELS = { gold: '金V', blue: '蓝V', yellow: '黄V', none: '未认证' } as const;
export const VERIFY_BADGES = keysOf(VERIFY_LABELS);
export type VerifyBadge = (typeof VERIFY_BADGES)[number];

/** A blogger's uid: digits only. */
export const UID_PATTERN = /^\d{1,20}$/;

export const GENDER_LABELS = { m: '男', f: '女', n: '未知' } as const;
export const GENDERS = keysOf(GENDER_LABELS);
export type Gender = (typeof GENDERS)[number];

/** The longest category and province names a blogger filter takes (search, rankings). */
export const CATEGORY_NAME_MAX = 20;
export const PROVINCE_NAME_MAX = 20;

/** The empty-list text of every list (spec 8). */
export const EMPTY_LIST = '暂无数据...';
/** The delete confirmation of every list (spec 8), titled 删除. */
export const DELETE_CONFIRM = '你确定要删除吗?';
export const DELETE_TITLE = '删除';

/** A page of a list (spec 3 pagination: page, per_page, total). */
export interface Paged<T> {
  data: T[];
  page: number;
  per_page: number;
  total: number;
}
