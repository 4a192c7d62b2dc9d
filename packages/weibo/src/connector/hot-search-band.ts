import type { HotSearchEntry } from '../model.js';
import { unwrapWeiboResponse } from '../parse/api-error.js';
import { parseCount } from '../parse/count.js';
import { asArray, asFlag, asInt, asRecord, asString, type JsonRecord } from '../parse/json-read.js';

/** Labels the band shows beside a word; anything else (icons, colours) is not a label. */
const LABELS = new Set(['新', '热', '沸', '爆', '荐', '商', '暖', '影', '剧', '综', '音', '情', '体', '首发', '独家']);

/** Ads sit in fixed seats of the list: is_ad, the 荐 badge, or ad fields (topic_ad, ad_info, promotion). */
function isAdvert(raw: JsonRecord): boolean {
  return (
    asFlag(raw.is_ad) ||
    asFlag(raw.topic_ad) ||
    asString(raw.icon_desc) === '荐' ||
    asString(raw.small_icon_desc) === '荐' ||
    asString(raw.ad_info) !== '' ||
    asRecord(raw.promotion) !== null
  );
}

function labelOf(raw: JsonRecord, isAd: boolean): string {
  if (isAd) return '荐';
  for (const candidate of [raw.label_name, raw.icon_desc, raw.small_icon_desc]) {
    const text = asString(candidate).trim();
    if (LABELS.has(text)) return text;
  }
  return '';
}

/**
 * weibo.com/ajax/side/hotSearch to entries: data.realtime[] with word, num (heat), rank (0-based
 * among the ranked words), realpos (1-based seat), label_name, category ("社会新闻" or a comma list,
 * of which the first is kept), is_ad for paid seats. The pinned government entry (data.hotgov) is
 * not part of the ranking and is left out. Ranked entries come back in rank order, ads after them
 * with rank null. Throws WeiboApiError for an error answer.
 */
export function parseHotSearchBand(json: unknown, capturedAt: Date): HotSearchEntry[] {
  const data = unwrapWeiboResponse(json);
  const ranked: HotSearchEntry[] = [];
  const ads: HotSearchEntry[] = [];
  for (const value of asArray(data.realtime)) {
    const raw = asRecord(value);
    if (!raw) continue;
    const word = asString(raw.word ?? raw.note).trim();
    if (!word) continue;
    const isAd = isAdvert(raw);
    const category = (asString(raw.category).split(/[,，]/)[0] ?? '').trim();
    const entry: HotSearchEntry = {
      capturedAt,
      rank: null,
      word,
      heat: parseCount(raw.num ?? raw.raw_hot),
      category: category === '暂无' ? '' : category,
      label: labelOf(raw, isAd),
      isAd,
    };
    const note = asString(raw.note).trim();
    if (note && note !== word) entry.description = note;
    if (isAd) {
      ads.push(entry);
      continue;
    }
    // `rank` is 0-based; without it, the seat among ranked words (ads never count).
    const rank = asInt(raw.rank, -1);
    entry.rank = rank >= 0 ? rank + 1 : ranked.length + 1;
    ranked.push(entry);
  }
  ranked.sort((a, b) => (a.rank ?? 0) - (b.rank ?? 0));
  return [...ranked, ...ads];
}
