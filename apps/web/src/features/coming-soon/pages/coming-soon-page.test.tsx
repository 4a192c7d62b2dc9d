import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { ComingSoonPage } from './coming-soon-page';

describe('ComingSoonPage', () => {
  it('names the page, says what it will do and names its tool for a sub-page', () => {
    renderWithApp(<ComingSoonPage />, { route: '/blogReport' });
    expect(screen.getByText('「监测记录」即将上线')).toBeTruthy();
    expect(screen.getByText('博文监测历史列表与迷你趋势图')).toBeTruthy();
    expect(screen.getByText('所属工具：博文监测')).toBeTruthy();
    expect(screen.getByRole('button', { name: '返回首页' })).toBeTruthy();
  });
});
