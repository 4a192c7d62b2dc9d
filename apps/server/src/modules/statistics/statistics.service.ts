import { addDays, chinaDate, chinaDayStart, daysBetween } from '@boguan/contracts/china-time';
import { findTool } from '@boguan/contracts/quick-entry';
import {
  type EventKind,
  StatisticsMessage,
  SUMMARY_DEFAULT_DAYS,
  SUMMARY_MAX_DAYS,
  SUMMARY_MAX_KEYS,
} from '@boguan/contracts/statistics';
import type { StatisticsSummary } from '@boguan/contracts/statistics.api';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import { countPerDay, countPerKey, insertEvent } from './statistics.repository.js';

/**
 * The page path of a reported url: absolute or relative, with the hash route used when
 * the page is the home page carrying a stored target (/home#/bosSearch).
 */
export function pathOfUrl(url: string): string | null {
  if (url === '') return null;
  let pathname: string;
  let hash = '';
  try {
    const parsed = new URL(url, 'http://local.invalid');
    pathname = parsed.pathname;
    hash = parsed.hash;
  } catch {
    return null;
  }
  if ((pathname === '/' || pathname.toLowerCase() === '/home') && hash.startsWith('#/')) {
    pathname = hash.slice(1).split('?')[0] ?? pathname;
  }
  return pathname;
}

/** The catalogue path of the tool a url belongs to (detail pages count for their tool). */
export function toolRouteOf(url: string): string | null {
  const pathname = pathOfUrl(url);
  if (!pathname) return null;
  const tool = findTool(pathname);
  if (!tool) return null;
  return tool.highlight ?? tool.path;
}

export interface EventInput {
  kind: EventKind;
  userId: number | null;
  ip: string | null;
  fields: Record<string, string>;
}

function keyOf(kind: EventKind, fields: Record<string, string>, route: string | null): string {
  const joined = (a = '', b = '') => (b === '' ? a : `${a}/${b}`);
  if (kind === 'popup') return joined(fields.popup_type, fields.popup_key);
  if (kind === 'fun') return joined(fields.mod_name, fields.fun_name);
  return route ?? pathOfUrl(fields.url ?? '') ?? fields.type ?? '';
}

export async function recordEvent(ctx: AppContext, input: EventInput): Promise<void> {
  const route = input.kind === 'popup' ? null : toolRouteOf(input.fields.url ?? '');
  await insertEvent(ctx.db, {
    kind: input.kind,
    userId: input.userId,
    key: keyOf(input.kind, input.fields, route).slice(0, 160),
    route,
    payload: input.fields,
    ip: input.ip ? input.ip.slice(0, 64) : null,
    now: ctx.clock.now(),
  });
}

/**
 * Counts of one kind of event per China day (zero-filled) and per key over [from, to],
 * both inclusive; for one user, or for everyone when userId is absent (operations use).
 */
export async function summarizeEvents(
  ctx: AppContext,
  input: { kind: EventKind; userId?: number; from?: string; to?: string },
): Promise<StatisticsSummary> {
  const to = input.to || chinaDate(ctx.clock.now());
  const from = input.from || addDays(to, -(SUMMARY_DEFAULT_DAYS - 1));
  if (from > to) throw AppError.bad(StatisticsMessage.order);
  const days = daysBetween(from, to) + 1;
  if (days > SUMMARY_MAX_DAYS) throw AppError.bad(StatisticsMessage.range);
  const filter = {
    kind: input.kind,
    userId: input.userId,
    start: chinaDayStart(from),
    end: chinaDayStart(addDays(to, 1)),
  };
  const [perDay, perKey] = await Promise.all([
    countPerDay(ctx.db, filter),
    countPerKey(ctx.db, filter, SUMMARY_MAX_KEYS),
  ]);
  const byDate = new Map(perDay.map((row) => [row.date, row.count]));
  const series = Array.from({ length: days }, (_, index) => {
    const date = addDays(from, index);
    return { date, count: byDate.get(date) ?? 0 };
  });
  return {
    kind: input.kind,
    from,
    to,
    total: series.reduce((sum, day) => sum + day.count, 0),
    per_day: series,
    per_key: perKey,
  };
}
