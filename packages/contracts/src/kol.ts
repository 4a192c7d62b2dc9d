/**
 * Shared constants of the blogger (KOL) tools: the verification badges, genders and list texts.
 * The card every list shows is a schema in kol.api.ts; each tool's own calls live in its own
 * `<tool>.api.ts`.
 */

export const VERIFY_BADGES = ['gold', 'blue', 'yellow', 'none'] as const;
export type VerifyBadge = (typeof VERIFY_BADGES)[number];
export const VERIFY_LABELS: Record<VerifyBadge, string> = {
  gold: '金V',
  blue: '蓝V',
  yellow: '黄V',
  none: '未认证',
};

export const GENDERS = ['m', 'f', 'n'] as const;
export type Gender = (typeof GENDERS)[number];
export const GENDER_LABELS: Record<Gender, string> = { m: '男', f: '女', n: '未知' };

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
