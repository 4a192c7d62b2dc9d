import type { PersonalInfo } from '@boguan/contracts/profile.api';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useUserStore } from '../../../stores/user-store';
import { renderWithApp } from '../../../test/render';
import { UserMenu } from './user-menu';

const info = (isOperator: 0 | 1): PersonalInfo => ({
  nick_name: '品牌小王',
  mobile: '139****5678',
  package: { level: 20, name: '免费版', expires_at: null },
  industry_list: [],
  new_coupon_icon: 0,
  show_coupon: 0,
  show_welcome: 0,
  is_operator: isOperator,
});

afterEach(() => useUserStore.setState({ userinfo: null }));

async function openMenu() {
  renderWithApp(<UserMenu />);
  fireEvent.mouseEnter(screen.getByRole('button', { name: '用户菜单' }));
  return screen.findByText('退出登录');
}

describe('UserMenu', () => {
  it('offers 运营后台 to an operator', async () => {
    useUserStore.setState({ userinfo: info(1) });
    await openMenu();
    expect(screen.getByText('运营后台')).toBeTruthy();
  });

  it('does not offer it to anyone else', async () => {
    useUserStore.setState({ userinfo: info(0) });
    await openMenu();
    expect(screen.queryByText('运营后台')).toBeNull();
  });
});
