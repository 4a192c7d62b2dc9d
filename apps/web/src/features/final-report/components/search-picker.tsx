import type { PostSearchItem } from '@boguan/contracts/post-search.api';
import { Button, Input, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { PostLink } from '../../../components/post-link';
import { QueryState } from '../../../components/query-state';
import { useFocusableScroll } from '../../../components/use-focusable-scroll';
import { formatCount } from '../../../lib/format';
import { useProjectSearch } from '../api/project-api';
import styles from './final-report.module.css';

/**
 * Picks a project's posts from post search's results: a keyword over the stored posts, the 20 with
 * the most interactions, ticked rows sent as mids. Posts already in the project are skipped by the
 * server and counted as such.
 */
export function SearchPicker({ adding, onAdd }: { adding: boolean; onAdd: (mids: string[]) => Promise<boolean> }) {
  const [keyword, setKeyword] = useState('');
  const [picked, setPicked] = useState<string[]>([]);
  const search = useProjectSearch(keyword);
  const scrollRef = useFocusableScroll('搜索结果');

  return (
    <div className={styles.field}>
      <Input.Search
        aria-label="搜索博文关键词"
        placeholder="输入关键词，搜索已收录的博文"
        enterButton="搜索"
        maxLength={50}
        allowClear
        onSearch={(value) => {
          setKeyword(value.trim());
          setPicked([]);
        }}
      />
      <Typography.Text type="secondary">按互动量显示前 20 条；每个新关键词计入一次博文搜索次数。</Typography.Text>
      {keyword !== '' && (
        <QueryState query={search} title="博文搜索失败">
          {(data) => (
            <>
              <div ref={scrollRef}>
                <Table<PostSearchItem>
                  size="small"
                  rowKey="mid"
                  dataSource={data.data}
                  pagination={false}
                  scroll={{ x: 720 }}
                  locale={{ emptyText: '没有找到相关博文' }}
                  rowSelection={{ selectedRowKeys: picked, onChange: (keys) => setPicked(keys.map(String)) }}
                  columns={[
                    { title: '博主', dataIndex: 'art_uname', width: 140, ellipsis: true },
                    {
                      title: '博文',
                      key: 'text',
                      render: (_: unknown, p) => (
                        <PostLink url={p.art_url} className={styles.postText}>
                          {p.text || '（无文字）'}
                        </PostLink>
                      ),
                    },
                    { title: '发布时间', dataIndex: 'art_posted_time', width: 150 },
                    { title: '互动量', dataIndex: 'interactions', width: 100, render: formatCount },
                  ]}
                />
              </div>
              <Space>
                <Button
                  type="primary"
                  disabled={picked.length === 0}
                  loading={adding}
                  onClick={async () => {
                    if (await onAdd(picked)) setPicked([]);
                  }}
                >
                  添加选中博文{picked.length > 0 ? `（${picked.length}）` : ''}
                </Button>
              </Space>
            </>
          )}
        </QueryState>
      )}
    </div>
  );
}
