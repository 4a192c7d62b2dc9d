import type { WeiboRepost } from '../model.js';
import { asRecord, asString } from './json-read.js';
import { parseWeiboTime } from './time.js';

/** A line that could not be read; `line` is 1-based, as an editor shows it. */
export interface LineProblem {
  line: number;
  reason: string;
}

export interface RepostLinesResult {
  reposts: WeiboRepost[];
  problems: LineProblem[];
  /** Screen names given on the lines (name / screen_name / uname), by uid, for //@ chains. */
  screenNames: Map<string, string>;
  /** Lines that repeated a mid already read and were merged into it (see mergeRepost). */
  duplicates: number;
}

export interface RepostLinesOptions {
  /** Mid of the reposted original; a line's own `root` field wins when present. */
  rootMid?: string;
  /** Needed only for relative dates ("3分钟前"). */
  now?: Date;
}

/** Ids of repost lines: Weibo's decimal ones, or a file's own (letters too), up to 20 characters. */
const ID = /^[0-9A-Za-z_-]{1,20}$/;

/**
 * The one record kept when a repost is listed twice: the one that names its parent, whichever
 * came first; between two that both do (or neither does), the first. `conflict` says the two named
 * different parents.
 */
export function mergeRepost(first: WeiboRepost, again: WeiboRepost): { kept: WeiboRepost; conflict: boolean } {
  if (first.parentMid === null && again.parentMid !== null) return { kept: again, conflict: false };
  const conflict = first.parentMid !== null && again.parentMid !== null && first.parentMid !== again.parentMid;
  return { kept: first, conflict };
}

/**
 * JSON lines `{mid, uid, parent, text, date}`; an empty parent (or the root's mid) means a direct
 * repost of the root, stored as parentMid null. Bad lines are reported and skipped; blank lines
 * are ignored; a mid listed twice counts once (mergeRepost), two different parents are reported.
 */
export function parseRepostLines(input: string, options: RepostLinesOptions = {}): RepostLinesResult {
  const result: RepostLinesResult = { reposts: [], problems: [], screenNames: new Map(), duplicates: 0 };
  /** Where each mid sits in result.reposts, and the line it was read from. */
  const seen = new Map<string, { at: number; line: number }>();
  const lines = input.split('\n');
  for (let i = 0; i < lines.length; i += 1) {
    const text = lines[i]!.trim();
    if (text === '') continue;
    const lineNo = i + 1;
    let record: Record<string, unknown> | null;
    try {
      record = asRecord(JSON.parse(text));
    } catch {
      result.problems.push({ line: lineNo, reason: '不是合法的 JSON' });
      continue;
    }
    if (!record) {
      result.problems.push({ line: lineNo, reason: '不是 JSON 对象' });
      continue;
    }
    const mid = asString(record.mid).trim();
    const uid = asString(record.uid).trim();
    const parent = asString(record.parent).trim();
    const rootMid = asString(record.root ?? record.root_mid).trim() || options.rootMid || '';
    const createdAt = parseWeiboTime(record.date ?? record.created_at, options.now);
    let reason = '';
    if (!mid || !ID.test(mid)) reason = '缺少或无效的 mid';
    else if (!uid || !ID.test(uid)) reason = '缺少或无效的 uid';
    else if (parent !== '' && !ID.test(parent)) reason = '无效的 parent';
    else if (parent === mid) reason = 'parent 不能是自己';
    else if (rootMid !== '' && !ID.test(rootMid)) reason = '无效的原微博 mid';
    else if (!createdAt) reason = '无法识别的 date';
    if (reason || !createdAt) {
      result.problems.push({ line: lineNo, reason });
      continue;
    }
    const name = asString(record.name ?? record.screen_name ?? record.uname).trim();
    if (name) result.screenNames.set(uid, name);
    const repost: WeiboRepost = {
      mid,
      rootMid,
      parentMid: parent === '' || parent === rootMid ? null : parent,
      uid,
      text: asString(record.text),
      createdAt,
    };
    const earlier = seen.get(mid);
    if (!earlier) {
      seen.set(mid, { at: result.reposts.length, line: lineNo });
      result.reposts.push(repost);
      continue;
    }
    const merged = mergeRepost(result.reposts[earlier.at]!, repost);
    result.reposts[earlier.at] = merged.kept;
    if (merged.kept === repost) seen.set(mid, { at: earlier.at, line: lineNo });
    if (merged.conflict) {
      result.problems.push({
        line: lineNo,
        reason: `重复的 mid ${mid}：上级与第 ${earlier.line} 行不同，保留第 ${earlier.line} 行`,
      });
    } else result.duplicates += 1;
  }
  return result;
}

const CHAIN = /\/\/@([^:：/\s]{1,30})[:：]/g;

/**
 * Screen names of a `//@name:` chain, nearest first: "好看//@B:转//@A:赞" → ["B", "A"], so B is
 * the account this repost was made from and A the one before it.
 */
export function parseRepostChain(text: string): string[] {
  if (text.indexOf('//@') === -1) return [];
  return Array.from(text.matchAll(CHAIN), (m) => m[1]!);
}

export interface ChainResolution {
  reposts: WeiboRepost[];
  /** Mids whose chain names an account with no repost in the set (parent left as the root). */
  unresolved: string[];
}

/**
 * Fills parentMid from `//@name:` chains for reposts that have none: the parent is the latest repost
 * by the named account made before this one (or its earliest if none is earlier). A chain naming the
 * root author means a direct repost. Runs in O(n log n) over the reposts.
 */
export function resolveChainParents(
  reposts: readonly WeiboRepost[],
  screenNameOf: (uid: string) => string | undefined,
  rootAuthorName?: string,
): ChainResolution {
  const byName = new Map<string, WeiboRepost[]>();
  for (const repost of reposts) {
    const name = screenNameOf(repost.uid);
    if (!name) continue;
    const list = byName.get(name);
    if (list) list.push(repost);
    else byName.set(name, [repost]);
  }
  for (const list of byName.values()) list.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const unresolved: string[] = [];
  const resolved = reposts.map((repost) => {
    if (repost.parentMid !== null) return repost;
    const nearest = parseRepostChain(repost.text)[0];
    if (nearest === undefined || nearest === rootAuthorName) return repost;
    const candidates = (byName.get(nearest) ?? []).filter((c) => c.mid !== repost.mid);
    if (candidates.length === 0) {
      unresolved.push(repost.mid);
      return repost;
    }
    const at = repost.createdAt.getTime();
    let parent = candidates[0]!;
    for (const candidate of candidates) if (candidate.createdAt.getTime() <= at) parent = candidate;
    return { ...repost, parentMid: parent.mid };
  });
  return { reposts: resolved, unresolved };
}
