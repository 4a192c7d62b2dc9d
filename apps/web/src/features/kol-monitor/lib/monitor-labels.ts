import { MONITOR_INTERVALS, WATCH_KIND_KEYS, WATCH_KINDS } from '@boguan/contracts/kol-monitor';

/** '每1小时' for 60; a value outside the list reads in minutes. */
export function intervalLabel(minutes: number): string {
  return MONITOR_INTERVALS.find((i) => i.value === minutes)?.label ?? `每${minutes}分钟`;
}

/** The watched kinds in words, in the fixed order of WATCH_KIND_KEYS. */
export function watchLabels(watch: readonly string[]): string[] {
  return WATCH_KIND_KEYS.filter((kind) => watch.includes(kind)).map((kind) => WATCH_KINDS[kind]);
}

/** The notice's before → after in one line; a new post has no "before". */
export function changeText(notice: { kind: string; field: string; before: string; after: string }): string {
  if (notice.kind === 'new_post') return `新博文：${notice.after}`;
  if (notice.kind === 'deleted_post') return `已删除：${notice.before}`;
  return `${notice.field}：${notice.before || '空'} → ${notice.after || '空'}`;
}
