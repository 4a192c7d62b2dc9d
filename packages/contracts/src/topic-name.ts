import { z } from 'zod';
import { type FormScalar, hasUnsafeText, scalarText } from './fields.js';

/**
 * A #话题# as users type it: with or without its #s (ASCII or full-width), with stray spaces.
 * Every topic tool stores and looks topics up by the bare name, so `#春节档#`, `春节档` and
 * `＃春节档＃ ` are the same topic.
 */
export const TOPIC_NAME_MAX = 50;

export const TOPIC_NAME_MESSAGES = {
  empty: '请输入话题名称',
  tooLong: `话题名称不能超过${TOPIC_NAME_MAX}个字符`,
  hashInside: '话题名称格式不正确，请输入一个话题，如 #话题名#',
  unsafe: '话题名称包含非法字符',
} as const;

const HASHES = /^[#＃\s]+|[#＃\s]+$/gu;

/** The bare topic name: surrounding #s and whitespace removed, inner whitespace runs made one space. */
export function bareTopicName(input: string): string {
  return input.replace(HASHES, '').replace(/\s+/gu, ' ');
}

/** The topic name as Weibo writes it in a post: `#name#`. */
export function hashtagOf(name: string): string {
  return `#${bareTopicName(name)}#`;
}

/** A required topic-name field: answers the bare name, or one of TOPIC_NAME_MESSAGES. */
export function topicName() {
  return z.preprocess(
    (value: FormScalar) => scalarText(value),
    z
      .string({ error: TOPIC_NAME_MESSAGES.empty })
      .transform((value) => bareTopicName(value))
      .pipe(
        z
          .string()
          .min(1, TOPIC_NAME_MESSAGES.empty)
          .max(TOPIC_NAME_MAX, TOPIC_NAME_MESSAGES.tooLong)
          .refine((value) => !/[#＃]/u.test(value), TOPIC_NAME_MESSAGES.hashInside)
          .refine((value) => !hasUnsafeText(value), TOPIC_NAME_MESSAGES.unsafe),
      ),
  );
}
