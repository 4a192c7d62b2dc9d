import { describe, expect, it } from 'vitest';
import { changeText, intervalLabel, watchLabels } from './monitor-labels';

describe('monitor labels', () => {
  it('names the intervals', () => {
    expect(intervalLabel(10)).toBe('每10分钟');
    expect(intervalLabel(1440)).toBe('每天');
    expect(intervalLabel(45)).toBe('每45分钟');
  });

  it('lists watched kinds in a fixed order and drops unknown ones', () => {
    expect(watchLabels(['profile_change', 'fans_change', 'x'])).toEqual(['粉丝变化', '资料变更']);
  });

  it('writes before and after per kind', () => {
    expect(changeText({ kind: 'profile_change', field: '昵称', before: '甲', after: '乙' })).toBe('昵称：甲 → 乙');
    expect(changeText({ kind: 'profile_change', field: '简介', before: '', after: '乙' })).toBe('简介：空 → 乙');
    expect(changeText({ kind: 'new_post', field: '博文', before: '', after: '你好' })).toBe('新博文：你好');
    expect(changeText({ kind: 'deleted_post', field: '博文', before: '旧文', after: '已删除' })).toBe('已删除：旧文');
  });
});
