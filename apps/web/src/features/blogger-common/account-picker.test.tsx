import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';
import { type AccountLookup, AccountPicker, type PickerAccount } from './account-picker';

type Row = PickerAccount & { monitored: boolean };

const row = (kolId: number, uname: string, monitored = false): Row => ({
  kol_id: kolId,
  uid: String(1_000_000 + kolId),
  avatar: '/static/avatar/1000.svg',
  uname,
  verify: 'none',
  category: [],
  fans: 12_000,
  monitored,
});

function lookupOf(rows: Row[]) {
  const search = vi.fn(async (_keyword: string) => rows);
  const lookup: AccountLookup<Row> = { queryKey: (keyword) => ['picker-test', keyword], search };
  return { lookup, search };
}

function searchFor(keyword: string) {
  const box = screen.getByPlaceholderText('搜索博主');
  fireEvent.change(box, { target: { value: keyword } });
  fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
}

const tick = (uname: string) => {
  const input = document.querySelector<HTMLInputElement>(`input[aria-label="选择 ${uname}"]`);
  if (!input) throw new Error(`no choice for ${uname}`);
  return input;
};

/** The monitoring use: several accounts, one slot left, monitored ones locked. */
function Monitoring({ lookup, onChange }: { lookup: AccountLookup<Row>; onChange: (rows: Row[]) => void }) {
  const [selected, setSelected] = useState<Row[]>([]);
  return (
    <AccountPicker
      multiple
      lookup={lookup}
      label="搜索"
      placeholder="搜索博主"
      maxLength={30}
      isLocked={(r) => r.monitored}
      selected={selected}
      onChange={(rows) => {
        onChange(rows);
        setSelected(rows);
      }}
      max={1}
    />
  );
}

describe('AccountPicker', () => {
  it('picks one account with a click on its row (back-collection)', async () => {
    const { lookup, search } = lookupOf([row(1, '甲博主'), row(2, '乙博主')]);
    const onChange = vi.fn();
    renderWithApp(
      <AccountPicker
        lookup={lookup}
        label="搜索"
        placeholder="搜索博主"
        maxLength={50}
        selected={null}
        onChange={onChange}
      />,
    );
    searchFor(' 博主 ');
    await userEvent.click(await screen.findByText('乙博主'));
    expect(search).toHaveBeenCalledWith('博主');
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ kol_id: 2 }));
    expect(screen.getAllByText('1.2万')).toHaveLength(2);
  });

  it('ticks accounts up to the limit and never a locked one (monitoring)', async () => {
    const { lookup } = lookupOf([row(1, '甲博主', true), row(2, '乙博主'), row(3, '丙博主')]);
    const onChange = vi.fn();
    renderWithApp(<Monitoring lookup={lookup} onChange={onChange} />);
    searchFor('博主');
    await screen.findByText('乙博主');
    expect(tick('甲博主').disabled).toBe(true);
    expect(tick('丙博主').disabled).toBe(false);
    await userEvent.click(tick('乙博主'));
    expect(onChange).toHaveBeenLastCalledWith([expect.objectContaining({ kol_id: 2 })]);
    // The one slot is taken: the other accounts cannot be ticked any more.
    expect(tick('乙博主').checked).toBe(true);
    expect(tick('丙博主').disabled).toBe(true);
  });
});
