import { VERIFY_LABELS, type VerifyBadge } from '@boguan/contracts/kol';
import type { WatchKind } from '@boguan/contracts/kol-monitor';
import type { MonitorState } from './kol-monitor.tables.js';

/** One difference between two looks at an account. */
export interface Change {
  kind: WatchKind;
  /** What changed within the kind, in Chinese (昵称, 认证, 简介, 粉丝数, 博文). */
  field: string;
  before: string;
  after: string;
}

export interface Observation {
  screen_name: string;
  verify_badge: string;
  description: string;
  followers: number;
  /** Visible posts of the tracked window, newest first. */
  posts: { mid: string; created_at: string; text: string }[];
  /** Posts of the previous state missing from `posts` that the source confirmed deleted. */
  deleted: string[];
}

/** Most posts kept in a state (the tracked window rarely holds more). */
export const STATE_POST_CAP = 200;
const SNIPPET = 40;

export function snippet(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const chars = [...flat];
  return chars.length > SNIPPET ? `${chars.slice(0, SNIPPET).join('')}…` : flat;
}

function badgeLabel(badge: string): string {
  return VERIFY_LABELS[badge as VerifyBadge] ?? badge;
}

/** Percent change from `reference` to `now`; any change from zero counts as 100%. */
export function fansChangePercent(reference: number, now: number): number {
  if (reference === 0) return now === 0 ? 0 : 100;
  return (Math.abs(now - reference) / reference) * 100;
}

function signedPercent(reference: number, now: number): string {
  if (reference === 0) return '';
  const pct = ((now - reference) / reference) * 100;
  return `（${pct >= 0 ? '+' : ''}${pct.toFixed(2)}%）`;
}

/**
 * Compares the last state with a fresh observation. Every change is reported whatever the member
 * watches (the caller filters), and the returned state is the next baseline: the follower reference
 * only moves when the threshold is crossed, so slow drift adds up until it is worth a notice.
 */
export function diffState(
  previous: MonitorState | null,
  next: Observation,
  fansThreshold: number,
): { changes: Change[]; state: MonitorState } {
  const posts = next.posts.slice(0, STATE_POST_CAP);
  if (!previous) {
    // The first look only records the baseline.
    return { changes: [], state: { ...pick(next), fans_reference: next.followers, posts } };
  }
  const changes: Change[] = [];
  if (previous.screen_name !== next.screen_name) {
    changes.push({ kind: 'profile_change', field: '昵称', before: previous.screen_name, after: next.screen_name });
  }
  if (previous.verify_badge !== next.verify_badge) {
    changes.push({
      kind: 'profile_change',
      field: '认证',
      before: badgeLabel(previous.verify_badge),
      after: badgeLabel(next.verify_badge),
    });
  }
  if (previous.description !== next.description) {
    changes.push({ kind: 'profile_change', field: '简介', before: previous.description, after: next.description });
  }
  let reference = previous.fans_reference;
  if (fansChangePercent(reference, next.followers) >= fansThreshold) {
    changes.push({
      kind: 'fans_change',
      field: '粉丝数',
      before: String(reference),
      after: `${next.followers}${signedPercent(reference, next.followers)}`,
    });
    reference = next.followers;
  }
  const known = new Set(previous.posts.map((p) => p.mid));
  // Oldest first, so notices read in the order the posts were published.
  for (const post of [...next.posts].reverse()) {
    if (!known.has(post.mid)) changes.push({ kind: 'new_post', field: '博文', before: '', after: snippet(post.text) });
  }
  const deleted = new Set(next.deleted);
  for (const post of previous.posts) {
    if (deleted.has(post.mid)) {
      changes.push({ kind: 'deleted_post', field: '博文', before: snippet(post.text), after: '已删除' });
    }
  }
  return { changes, state: { ...pick(next), fans_reference: reference, posts } };
}

function pick(o: Observation) {
  return {
    screen_name: o.screen_name,
    verify_badge: o.verify_badge,
    description: o.description,
    followers: o.followers,
  };
}

/** The notice as one sentence (the log and the message centre show it). */
export function describeChange(uname: string, change: Change): string {
  switch (change.kind) {
    case 'profile_change':
      return `「${uname}」${change.field}由「${change.before || '空'}」变为「${change.after || '空'}」`;
    case 'fans_change':
      return `「${uname}」粉丝数由 ${change.before} 变为 ${change.after}`;
    case 'new_post':
      return `「${uname}」发布了新博文：${change.after}`;
    case 'deleted_post':
      return `「${uname}」删除了博文：${change.before}`;
  }
}
