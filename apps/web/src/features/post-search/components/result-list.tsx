import type { SortOrder } from '@boguan/contracts/kol-search';
import { POST_SORT_LABELS, POST_SORTS, type PostSort } from '@boguan/contracts/post-search';
import type { PostSearchItem, PostSearchPage } from '@boguan/contracts/post-search.api';
import { Checkbox, Flex, Grid, Pagination, Segmented, Select, Table, type TableColumnsType } from 'antd';
import { SentimentTag } from '../../../components/sentiment-tag';
import { serverPagination } from '../../../components/server-pagination';
import { useFocusableScroll } from '../../../components/use-focusable-scroll';
import { formatCount } from '../../../lib/format';
import { PostCell } from './post-cell';
import styles from './post-search.module.css';

export interface ListChange {
  page: number;
  sort: PostSort;
  order: SortOrder;
}

interface Props {
  data: PostSearchPage;
  loading: boolean;
  sort: PostSort;
  order: SortOrder;
  onChange: (next: ListChange) => void;
  selected: string[];
  onSelect: (mids: string[]) => void;
}

const FIGURES = [
  { key: 'reposts', value: (r: PostSearchItem) => r.reposts },
  { key: 'comments', value: (r: PostSearchItem) => r.comments },
  { key: 'likes', value: (r: PostSearchItem) => r.likes },
  { key: 'interactions', value: (r: PostSearchItem) => r.interactions },
] as const;

const toAntd = (order: SortOrder): 'ascend' | 'descend' => (order === 'asc' ? 'ascend' : 'descend');

/** The desktop table: every figure sorts on the server, rows can be ticked for 导出所选. */
function ResultTable({ data, loading, sort, order, onChange, selected, onSelect }: Props) {
  const scrollRef = useFocusableScroll('博文搜索结果');
  const sortable = (key: PostSort) => ({
    sorter: true,
    sortDirections: ['descend' as const, 'ascend' as const],
    sortOrder: sort === key ? toAntd(order) : null,
  });
  const columns: TableColumnsType<PostSearchItem> = [
    { title: '博文', key: 'post', render: (_, row) => <PostCell row={row} words={data.words} showTime={false} /> },
    {
      title: POST_SORT_LABELS.time,
      key: 'time',
      width: 150,
      ...sortable('time'),
      render: (_, row) => <span className={styles.figure}>{row.art_posted_time}</span>,
    },
    ...FIGURES.map((f) => ({
      title: POST_SORT_LABELS[f.key],
      key: f.key,
      width: 96,
      align: 'right' as const,
      ...sortable(f.key),
      render: (_: unknown, row: PostSearchItem) => (
        <span className={styles.figure} data-metric={f.key} data-value={f.value(row)}>
          {formatCount(f.value(row))}
        </span>
      ),
    })),
    {
      title: '情感',
      key: 'sentiment',
      width: 96,
      render: (_, row) => <SentimentTag kind="post" id={row.mid} sentiment={row.sentiment} />,
    },
  ];
  return (
    <div ref={scrollRef}>
      <Table<PostSearchItem>
        data-testid="post-search-table"
        rowKey="mid"
        size="middle"
        loading={loading}
        dataSource={data.data}
        columns={columns}
        scroll={{ x: 980 }}
        rowSelection={{
          selectedRowKeys: selected,
          onChange: (keys) => onSelect(keys.map(String)),
          preserveSelectedRowKeys: true,
          // Plain text: antd copies column titles into a hidden measuring row, where a select-all
          // checkbox would be focusable inside aria-hidden content.
          columnTitle: '选择',
          columnWidth: 56,
          getCheckboxProps: (row) => ({ 'aria-label': `选择博文：${row.art_title}` }),
        }}
        pagination={serverPagination({ page: data.page, perPage: data.per_page, total: data.total, unit: '条' })}
        onChange={(pagination, _filters, sorter) => {
          const one = Array.isArray(sorter) ? sorter[0] : sorter;
          const key = (one?.order ? one.columnKey : undefined) as PostSort | undefined;
          const nextSort = key ?? sort;
          const nextOrder: SortOrder = one?.order === 'ascend' ? 'asc' : 'desc';
          const sortChanged = nextSort !== sort || (key !== undefined && nextOrder !== order);
          onChange({
            page: sortChanged ? 1 : (pagination.current ?? 1),
            sort: nextSort,
            order: key ? nextOrder : order,
          });
        }}
      />
    </div>
  );
}

/** At phone width: one card per post, the figures under it, sort and pages above and below. */
function ResultCards({ data, sort, order, onChange, selected, onSelect }: Props) {
  const toggle = (mid: string, on: boolean) => onSelect(on ? [...selected, mid] : selected.filter((m) => m !== mid));
  return (
    <div data-testid="post-search-cards">
      <Flex gap={8} wrap align="center" style={{ marginBottom: 12 }}>
        <Select<PostSort>
          aria-label="排序字段"
          size="small"
          value={sort}
          style={{ width: 112 }}
          onChange={(value) => onChange({ page: 1, sort: value, order })}
          options={POST_SORTS.map((value) => ({ value, label: POST_SORT_LABELS[value] }))}
        />
        <Segmented<SortOrder>
          aria-label="排序方式"
          size="small"
          value={order}
          onChange={(value) => onChange({ page: 1, sort, order: value })}
          options={[
            { value: 'desc', label: '降序' },
            { value: 'asc', label: '升序' },
          ]}
        />
      </Flex>
      <ul className={styles.cards}>
        {data.data.map((row) => (
          <li key={row.mid} className={styles.card} data-row-key={row.mid}>
            <PostCell row={row} words={data.words} />
            <div className={styles.cardFigures}>
              {FIGURES.map((f) => (
                <span key={f.key}>
                  <b data-metric={f.key} data-value={f.value(row)}>
                    {formatCount(f.value(row))}
                  </b>
                  {POST_SORT_LABELS[f.key].replace('数', '').replace('量', '')}
                </span>
              ))}
            </div>
            <div className={styles.cardActions}>
              <SentimentTag kind="post" id={row.mid} sentiment={row.sentiment} />
              <Checkbox checked={selected.includes(row.mid)} onChange={(e) => toggle(row.mid, e.target.checked)}>
                选择
              </Checkbox>
            </div>
          </li>
        ))}
      </ul>
      <Pagination
        simple
        style={{ marginTop: 12, textAlign: 'center' }}
        current={data.page}
        pageSize={data.per_page}
        total={data.total}
        onChange={(page) => onChange({ page, sort, order })}
      />
    </div>
  );
}

/** The results: a table on a desktop, cards below 576 px (a phone). */
export function ResultList(props: Props) {
  const screens = Grid.useBreakpoint();
  return screens.sm === false ? <ResultCards {...props} /> : <ResultTable {...props} />;
}
