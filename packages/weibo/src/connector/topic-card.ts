import type { WeiboTopic } from '../model.js';
import { unwrapWeiboResponse } from '../parse/api-error.js';
import { tryParseCount } from '../parse/count.js';
import { asArray, asRecord, asString, type JsonRecord } from '../parse/json-read.js';

const NUMBER = '([0-9][0-9,.]*(?:万|亿)?\\+?)';

/**
 * "阅读2.3亿 讨论1.2万", "阅读量2.3亿", or the other order "2.3亿阅读 1.2万讨论". Each count is glued
 * to its word and the pairs are separated by spaces, so the text is read pair by pair: "1.1万阅读
 * 326讨论" must not read 326 as the reads.
 */
function countNear(text: string, word: string): number | null {
  const after = new RegExp(`^${word}(?:量|数)?${NUMBER}$`);
  const before = new RegExp(`^${NUMBER}(?:次)?${word}(?:量|数)?$`);
  for (const token of text.split(/[\s|·，]+/)) {
    const match = after.exec(token) ?? before.exec(token);
    if (match) return tryParseCount(match[1]);
  }
  return null;
}

/** The host's uid, when one of the head card's links points at a profile. */
function hostUidOf(head: JsonRecord): string | null {
  for (const [key, value] of Object.entries(head)) {
    if (!/scheme|url/i.test(key) || /portrait/i.test(key)) continue;
    const match = /(?:[?&]uid=|\/u\/|\/profile\/)(\d{5,})/.exec(asString(value));
    if (match) return match[1]!;
  }
  return null;
}

/** The topic name without # marks and surrounding space. */
export function bareTopicName(name: string): string {
  return name
    .trim()
    .replace(/^#+|#+$/g, '')
    .trim();
}

/**
 * A topic page (m.weibo.cn container 231522type=1&q=#name#) to its topic: the head card at
 * data.cardlistInfo.cardlist_head_cards[].head_data carries midtext ("阅读2.3亿 讨论1.2万") and
 * downtext ("主持人：name", with a profile link when Weibo gives one). Weibo shows no category on
 * this page, so `category` stays ''. Null when the page has no head card with counts (no topic).
 */
export function parseTopicResponse(json: unknown, name: string): WeiboTopic | null {
  const data = unwrapWeiboResponse(json);
  const info = asRecord(data.cardlistInfo);
  const heads = asArray(info?.cardlist_head_cards)
    .map((card) => asRecord(asRecord(card)?.head_data))
    .filter((head): head is JsonRecord => head !== null);
  for (const head of heads) {
    const text = `${asString(head.midtext)} ${asString(head.downtext)}`;
    const readCount = countNear(text, '阅读');
    const discussCount = countNear(text, '讨论');
    if (readCount === null && discussCount === null) continue;
    const title = bareTopicName(asString(head.title));
    return {
      name: title || bareTopicName(name),
      readCount: readCount ?? 0,
      discussCount: discussCount ?? 0,
      hostUid: hostUidOf(head),
      category: asString(head.category).trim(),
    };
  }
  return null;
}
