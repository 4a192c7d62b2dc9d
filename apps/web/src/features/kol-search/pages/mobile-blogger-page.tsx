import { EMPTY_LIST } from '@boguan/contracts/kol';
import { KOL_KEYWORD_MAX, KOL_SORT_LABELS, type KolSort } from '@boguan/contracts/kol-search';
import type { KolSearchItem } from '@boguan/contracts/kol-search.api';
import { Button, DotLoading, Dropdown, type DropdownRef, ErrorBlock, SearchBar, Selector } from 'antd-mobile';
import { useRef, useState } from 'react';
import { MobileLoginPrompt } from '../../../components/mobile-login-prompt';
import { isLoggedIn } from '../../../stores/user-store';
import { BloggerCard } from '../../blogger-common/mobile-blogger-card';
import { BloggerSheet } from '../../blogger-common/mobile-blogger-sheet';
import { type MobileSearch, useMobileSearch, useSearchOptions } from '../api/kol-search-api';
import styles from '../components/mobile-blogger.module.css';

/** Fan ranges that fit a phone's selector (raw counts; '' is 不限). */
const FANS_RANGES = [
  { value: '', label: '不限', min: null, max: null },
  { value: '0-1', label: '1万以下', min: null, max: 10_000 },
  { value: '1-10', label: '1万-10万', min: 10_000, max: 100_000 },
  { value: '10-100', label: '10万-100万', min: 100_000, max: 1_000_000 },
  { value: '100-', label: '100万以上', min: 1_000_000, max: null },
] as const;

const MOBILE_SORTS: KolSort[] = ['fans', 'avg_interactions', 'engagement_rate', 'influence_week', 'growth_7d'];

const START: MobileSearch = { keyword: '', category: '', fans_min: null, fans_max: null, sort: 'fans' };

/** /m/blogger: keyword, category and fan-range quick filters, a card list with 加载更多, a sheet per blogger. */
export function MobileBloggerPage() {
  const loggedIn = isLoggedIn();
  const [search, setSearch] = useState<MobileSearch>(START);
  const [open, setOpen] = useState<KolSearchItem | null>(null);
  const dropdown = useRef<DropdownRef>(null);
  const options = useSearchOptions(loggedIn);
  const result = useMobileSearch(search, loggedIn);
  const rows = result.data?.pages.flatMap((p) => p.data) ?? [];
  const first = result.data?.pages[0];
  const fansValue = FANS_RANGES.find((r) => r.min === search.fans_min && r.max === search.fans_max)?.value ?? '';

  if (!loggedIn) {
    return (
      <MobileLoginPrompt
        className={styles.center}
        title="登录后查找博主"
        description="按关键词、分类和粉丝量筛选微博博主"
      />
    );
  }

  const update = (patch: Partial<MobileSearch>) => {
    setSearch((s) => ({ ...s, ...patch }));
    dropdown.current?.close();
  };

  return (
    <div className={styles.page}>
      <div className={styles.searchRow}>
        <SearchBar
          placeholder="搜索博主昵称、简介、认证信息"
          maxLength={KOL_KEYWORD_MAX}
          defaultValue={search.keyword}
          onSearch={(value) => update({ keyword: value.trim() })}
          // antd-mobile's clear button is an unnamed div with an aria-label (WCAG 4.1.2): emptying
          // the box and searching clears the keyword instead.
          clearable={false}
          aria-label="搜索博主"
        />
      </div>
      <Dropdown ref={dropdown}>
        <Dropdown.Item key="category" title={search.category || '分类'}>
          <div className={styles.dropdownBody}>
            <Selector
              columns={3}
              value={[search.category]}
              onChange={(value) => update({ category: value[0] ?? '' })}
              options={[
                { value: '', label: '全部' },
                ...(options.data?.categories ?? []).map((c) => ({ value: c.name, label: c.name })),
              ]}
            />
          </div>
        </Dropdown.Item>
        <Dropdown.Item key="fans" title={FANS_RANGES.find((r) => r.value === fansValue && r.value)?.label ?? '粉丝数'}>
          <div className={styles.dropdownBody}>
            <Selector
              columns={3}
              value={[fansValue]}
              onChange={(value) => {
                const range = FANS_RANGES.find((r) => r.value === (value[0] ?? '')) ?? FANS_RANGES[0];
                update({ fans_min: range.min, fans_max: range.max });
              }}
              options={FANS_RANGES.map((r) => ({ value: r.value, label: r.label }))}
            />
          </div>
        </Dropdown.Item>
        <Dropdown.Item key="sort" title={`按${KOL_SORT_LABELS[search.sort]}`}>
          <div className={styles.dropdownBody}>
            <Selector
              columns={2}
              value={[search.sort]}
              onChange={(value) => value[0] && update({ sort: value[0] })}
              options={MOBILE_SORTS.map((s) => ({ value: s, label: KOL_SORT_LABELS[s] }))}
            />
          </div>
        </Dropdown.Item>
      </Dropdown>
      {first && (
        <div className={styles.meta} data-testid="m-blogger-meta">
          共找到 {first.found} 位博主
          {first.max_rows !== null && first.found > first.max_rows && `，当前会员等级可查看前 ${first.max_rows} 位`}
        </div>
      )}
      {result.isLoading ? (
        <div className={styles.center}>
          <DotLoading color="primary" />
        </div>
      ) : result.isError && rows.length === 0 ? (
        <ErrorBlock
          status="default"
          title="搜索失败"
          description={<Button onClick={() => void result.refetch()}>重试</Button>}
        />
      ) : rows.length === 0 ? (
        <ErrorBlock status="empty" title={EMPTY_LIST} description="" />
      ) : (
        <>
          <section className={styles.list} aria-label="博主列表">
            {rows.map((row) => (
              <BloggerCard key={row.kol_id} row={row} onOpen={() => setOpen(row)} />
            ))}
          </section>
          <div className={styles.more}>
            {result.hasNextPage ? (
              <Button block loading={result.isFetchingNextPage} onClick={() => void result.fetchNextPage()}>
                加载更多
              </Button>
            ) : (
              <div className={styles.meta} style={{ textAlign: 'center' }}>
                没有更多了
              </div>
            )}
          </div>
        </>
      )}
      <BloggerSheet row={open} onClose={() => setOpen(null)} />
    </div>
  );
}
