import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../test/render';
import { QueryState } from './query-state';

const query = <T,>(state: Partial<{ data: T; isPending: boolean; isError: boolean; error: unknown }>) => ({
  data: undefined,
  isPending: false,
  isError: false,
  error: null,
  refetch: vi.fn(),
  ...state,
});

describe('QueryState', () => {
  it('shows a failed query once, with the server message and 重新加载', async () => {
    const failed = query<string[]>({ isError: true, error: new Error('今日使用次数已用完') });
    renderWithApp(<QueryState query={failed}>{(rows) => rows.join()}</QueryState>);
    expect(screen.getAllByText('今日使用次数已用完')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(failed.refetch).toHaveBeenCalledOnce();
  });

  it('says 暂无数据... for an empty list and renders the data otherwise', () => {
    const { rerender } = renderWithApp(
      <QueryState query={query({ data: [] as string[] })} isEmpty={(rows) => rows.length === 0}>
        {(rows) => rows.join('、')}
      </QueryState>,
    );
    expect(screen.getByText('暂无数据...')).toBeTruthy();
    rerender(
      <QueryState query={query({ data: ['甲', '乙'] })} isEmpty={(rows) => rows.length === 0}>
        {(rows) => rows.join('、')}
      </QueryState>,
    );
    expect(screen.getByText('甲、乙')).toBeTruthy();
  });

  it('keeps the data on screen when a refetch fails, with the message above it', () => {
    renderWithApp(
      <QueryState query={query({ data: ['甲'], isError: true, error: new Error('网络异常，请检查网络后重试') })}>
        {(rows) => rows.join()}
      </QueryState>,
    );
    expect(screen.getByText('甲')).toBeTruthy();
    expect(screen.getByText('网络异常，请检查网络后重试')).toBeTruthy();
  });
});
