import { Code } from '@boguan/contracts/envelope';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useUiStore } from '../stores/ui-store';
import { renderWithApp } from '../test/render';
import { type CountedExport, type ExportCount, useCountedExport } from './use-counted-export';

const counted = (fields: Partial<ExportCount>): ExportCount => ({
  count: 30,
  total: 30,
  remaining_exports: 4,
  allowed: true,
  reason: null,
  ...fields,
});

function ExportButton({ exporter }: { exporter: CountedExport<number> }) {
  const { start, busy } = useCountedExport(exporter);
  return (
    <button type="button" disabled={busy} onClick={() => start(7)}>
      导出
    </button>
  );
}

function setup(answer: { code: Code; data: ExportCount }) {
  const exporter = {
    check: vi.fn(async (_id: number) => ({ msg: '', ...answer })),
    download: vi.fn(async (_id: number) => true),
    noPermission: '当前会员等级无导出权限',
    usedUp: '本月导出次数已用完',
    empty: '没有可导出的数据',
    confirmText: (count: number, total: number, remaining: number | null) =>
      `导出 ${count}/${total} 条，剩余 ${remaining ?? '不限'} 次`,
  };
  renderWithApp(<ExportButton exporter={exporter} />);
  return exporter;
}

afterEach(() => useUiStore.getState().closeUpgrade());

describe('useCountedExport', () => {
  it('confirms with the count and what is left, then downloads that record', async () => {
    const exporter = setup({ code: Code.ok, data: counted({ count: 20, total: 50, remaining_exports: 3 }) });
    await userEvent.click(screen.getByRole('button', { name: '导出' }));
    expect(await screen.findByText('导出 20/50 条，剩余 3 次')).toBeTruthy();
    expect(exporter.download).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: '确定导出' }));
    await waitFor(() => expect(exporter.download).toHaveBeenCalledWith(7));
    expect(exporter.check).toHaveBeenCalledWith(7);
  });

  it('opens the upgrade prompt for a level without the export or with none left', async () => {
    setup({ code: Code.ok, data: counted({ allowed: false, reason: '本月导出次数已用完' }) });
    await userEvent.click(screen.getByRole('button', { name: '导出' }));
    await waitFor(() => expect(useUiStore.getState().upgrade.open).toBe(true));
    expect(useUiStore.getState().upgrade).toMatchObject({ reason: Code.quotaUsedUp, message: '本月导出次数已用完' });
    useUiStore.getState().closeUpgrade();

    setup({ code: Code.ok, data: counted({ allowed: false, reason: '当前会员等级无导出权限' }) });
    await userEvent.click(screen.getAllByRole('button', { name: '导出' })[1]!);
    await waitFor(() => expect(useUiStore.getState().upgrade.reason).toBe(Code.noPermission));
  });

  it('notes an empty export and downloads nothing when the check is refused', async () => {
    const exporter = setup({ code: Code.ok, data: counted({ allowed: false, count: 0, total: 0 }) });
    await userEvent.click(screen.getByRole('button', { name: '导出' }));
    expect(await screen.findByText('没有可导出的数据')).toBeTruthy();
    expect(useUiStore.getState().upgrade.open).toBe(false);
    expect(exporter.download).not.toHaveBeenCalled();
  });
});
