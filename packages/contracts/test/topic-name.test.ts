import { describe, expect, it } from 'vitest';
import { bareTopicName, hashtagOf, TOPIC_NAME_MAX, TOPIC_NAME_MESSAGES, topicName } from '../src/topic-name.js';

const parse = (value: unknown) => topicName().safeParse(value);

describe('topic name field', () => {
  it('takes a name with or without its #s as the same bare name', () => {
    for (const input of ['春节档', '#春节档#', '＃春节档＃', '  #春节档 ', '#春节档']) {
      expect(parse(input)).toMatchObject({ success: true, data: '春节档' });
    }
    expect(parse('#王者荣耀  新赛季#')).toMatchObject({ success: true, data: '王者荣耀 新赛季' });
    expect(hashtagOf('#春节档')).toBe('#春节档#');
    expect(bareTopicName('##')).toBe('');
  });

  it('refuses empty, too long, two topics in one and unsafe text with their messages', () => {
    const message = (value: unknown) => {
      const result = parse(value);
      return result.success ? null : result.error.issues[0]?.message;
    };
    expect(message('')).toBe(TOPIC_NAME_MESSAGES.empty);
    expect(message('##')).toBe(TOPIC_NAME_MESSAGES.empty);
    expect(message(undefined)).toBe(TOPIC_NAME_MESSAGES.empty);
    expect(message('话'.repeat(TOPIC_NAME_MAX + 1))).toBe(TOPIC_NAME_MESSAGES.tooLong);
    expect(message('话'.repeat(TOPIC_NAME_MAX))).toBeNull();
    expect(message('#春节档##元宵#')).toBe(TOPIC_NAME_MESSAGES.hashInside);
    expect(message('春节\u202e档')).toBe(TOPIC_NAME_MESSAGES.unsafe);
  });
});
