import { describe, expect, it } from 'vitest';
import { collapsedContent, feedbackStatusLabel, feedbackUrlProblem, uploadLimitProblem } from './feedback-rules';

describe('uploadLimitProblem', () => {
  it('allows up to 5 files in total', () => {
    expect(uploadLimitProblem(0, 5)).toBeNull();
    expect(uploadLimitProblem(3, 2)).toBeNull();
  });

  it('names this selection and the total when over the limit', () => {
    expect(uploadLimitProblem(0, 6)).toBe('当前限制选择 5 个文件，本次选择了 6 个文件，共选择了 6 个文件');
    expect(uploadLimitProblem(4, 2)).toBe('当前限制选择 5 个文件，本次选择了 2 个文件，共选择了 6 个文件');
    expect(uploadLimitProblem(5, 1)).toBe('当前限制选择 5 个文件，本次选择了 1 个文件，共选择了 6 个文件');
  });
});

describe('feedbackUrlProblem', () => {
  it('accepts http(s) page addresses', () => {
    expect(feedbackUrlProblem('http://127.0.0.1:8080/bosSearch?kw=美妆')).toBeNull();
    expect(feedbackUrlProblem('https://boguan.example/home')).toBeNull();
  });

  it('refuses empty and non-URLs, and addresses over 300 characters', () => {
    expect(feedbackUrlProblem('')).toBe('请填写正确的页面地址');
    expect(feedbackUrlProblem('首页')).toBe('请填写正确的页面地址');
    expect(feedbackUrlProblem('ftp://x.example/a')).toBe('请填写正确的页面地址');
    expect(feedbackUrlProblem(`https://a.example/${'x'.repeat(290)}`)).toBe('页面地址不能超过300个字符');
  });
});

describe('feedback records', () => {
  it('labels adopted and pending entries', () => {
    expect(feedbackStatusLabel(1)).toBe('已采纳');
    expect(feedbackStatusLabel(2)).toBe('已采纳');
    expect(feedbackStatusLabel(0)).toBe('处理中');
  });

  it('collapses only entries longer than 40 characters', () => {
    const forty = '一'.repeat(40);
    expect(collapsedContent(forty, false)).toEqual({ text: forty, collapsible: false });
    const long = `${'二'.repeat(40)}尾巴`;
    expect(collapsedContent(long, false)).toEqual({ text: `${'二'.repeat(40)}…`, collapsible: true });
    expect(collapsedContent(long, true)).toEqual({ text: long, collapsible: true });
  });

  it('never cuts an emoji in half', () => {
    const text = `${'啊'.repeat(39)}😀😀`;
    expect(collapsedContent(text, false).text).toBe(`${'啊'.repeat(39)}😀…`);
  });
});
