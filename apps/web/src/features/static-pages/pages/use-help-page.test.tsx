import { API_KEY_RATE_PER_MINUTE, OPEN_API_PATHS, OPEN_API_TAG } from '@boguan/contracts/open-api';
import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { UseHelpPage } from './use-help-page';

describe('UseHelpPage (/useHelp)', () => {
  it('explains the open API: allowances, the rate, curl calls against this site and every open path', () => {
    renderWithApp(<UseHelpPage />, { route: '/useHelp#open-api' });
    const section = document.getElementById('open-api');
    if (!section) throw new Error('no #open-api section');
    const inside = within(section);
    expect(inside.getByRole('heading', { name: '开放接口（API）' })).toBeTruthy();

    const text = section.textContent ?? '';
    expect(text).toContain('{code, msg, data}');
    expect(text).toContain('高级版可同时持有 2 个 API Key，专业版可同时持有 10 个');
    expect(text).toContain(`每个 API Key 每分钟最多调用 ${API_KEY_RATE_PER_MINUTE} 次；超出后返回 code 0`);
    expect(text).toContain('Retry-After');
    expect(text).toContain('已撤销或无效（伪造、填错）的 API Key 返回 code -1');
    expect(inside.getByRole('link', { name: '个人中心 → 开放接口' }).getAttribute('href')).toBe('/user');

    const origin = window.location.origin;
    const plain = inside.getByTestId('open-api-curl').textContent ?? '';
    expect(plain).toContain(`curl -s -X POST "${origin}/api/hot_search/realtime"`);
    expect(plain).toContain('-H "X-API-Key: bg_你的Key"');
    expect(plain).toContain('-H "Content-Type: application/json"');
    expect(plain).toContain("-d '{}'");
    const withBody = inside.getByTestId('open-api-curl-body').textContent ?? '';
    expect(withBody).toContain(`"${origin}/api/kol/search"`);
    expect(withBody).toContain(`-d '{"keyword":"美妆"}'`);

    const paths = inside.getByTestId('open-api-paths');
    for (const path of OPEN_API_PATHS) expect(within(paths).getByText(path)).toBeTruthy();
    expect(within(paths).getByText('热搜')).toBeTruthy();
    expect(within(paths).queryByText('其他')).toBeNull();
    expect(inside.getByRole('link', { name: '接口文档' }).getAttribute('href')).toBe('/api/docs');
    expect(text).toContain(`标有「${OPEN_API_TAG}」`);
  });
});
