import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithApp } from '../test/render';
import { HOME_PANELS } from './home-panels';
import { BUILT_PAGES } from './page-registry';

afterEach(() => vi.unstubAllGlobals());

describe('the /home route', () => {
  it('renders the home page with the panels the app composes', async () => {
    fakeApi({ '/api/index/banner': { code: 1, data: [] }, '/api/index/notice': { code: 1, data: [] } });
    const route = await (BUILT_PAGES['/home'] as NonNullable<(typeof BUILT_PAGES)['/home']>)();
    if (!('Component' in route)) throw new Error('the home page chunk did not load');
    renderWithApp(<route.Component />, { route: '/home' });
    expect(await screen.findByText('平台公告')).toBeTruthy();
    // With a panel, the data area shows panels instead of the 建设中 notice.
    expect(HOME_PANELS.map((panel) => panel.key)).toEqual(['kol-ranking']);
    expect(screen.queryByText('数据概览')).toBeNull();
  });
});
