import type { KolSearchItem } from '@boguan/contracts/search';
import { Avatar, Button, Input, List, Typography } from 'antd';
import { useState } from 'react';
import { toast } from '../../../lib/feedback-bridge';
import { formatCount } from '../../../lib/format';
import { CONTRAST_MAX, useContrastBasket } from '../../blogger-common/contrast-basket';
import { VerifyBadge } from '../../blogger-common/verify-badge';
import { searchBloggers } from '../api/kol-contrast-api';

/** Find bloggers by name (the header search, type kol) and add them to the comparison. */
export function BloggerPicker() {
  const [results, setResults] = useState<KolSearchItem[] | null>(null);
  const [loading, setLoading] = useState(false);
  const items = useContrastBasket((s) => s.items);
  const add = useContrastBasket((s) => s.add);

  const search = async (keyword: string) => {
    if (!keyword.trim()) {
      toast('warning', '请输入关键词,搜索内容不能为空');
      return;
    }
    setLoading(true);
    try {
      setResults(await searchBloggers(keyword.trim()));
    } catch {
      setResults(null);
    } finally {
      setLoading(false);
    }
  };

  return (
    <div>
      <Input.Search
        placeholder="输入博主昵称搜索"
        enterButton="搜索"
        allowClear
        loading={loading}
        onSearch={search}
        aria-label="搜索博主"
        style={{ maxWidth: 420 }}
      />
      {results !== null && (
        <List
          style={{ marginTop: 12 }}
          size="small"
          bordered
          dataSource={results}
          locale={{ emptyText: '暂无数据...' }}
          renderItem={(row) => {
            const picked = items.some((i) => i.kol_id === row.kol_id);
            return (
              <List.Item
                actions={[
                  <Button
                    key="add"
                    size="small"
                    type={picked ? 'default' : 'primary'}
                    disabled={picked}
                    onClick={() => {
                      if (!add(row)) toast('warning', `对比最多选择${CONTRAST_MAX}位博主`);
                    }}
                  >
                    {picked ? '已加入' : '加入对比'}
                  </Button>,
                ]}
              >
                <List.Item.Meta
                  avatar={<Avatar src={row.avatar} />}
                  title={
                    <span>
                      {row.uname} <VerifyBadge verify={row.verify} />
                    </span>
                  }
                  description={
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {row.category.join(' / ') || '未分类'} · 粉丝 {formatCount(row.fans)}
                    </Typography.Text>
                  }
                />
              </List.Item>
            );
          }}
        />
      )}
    </div>
  );
}
