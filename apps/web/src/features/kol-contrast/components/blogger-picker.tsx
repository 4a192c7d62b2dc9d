import { EMPTY_LIST } from '@boguan/contracts/kol';
import { SEARCH_EMPTY, SEARCH_KEYWORD_MAX } from '@boguan/contracts/search';
import { Avatar, Input, List, Typography } from 'antd';
import { toast } from '../../../lib/feedback-bridge';
import { formatCount } from '../../../lib/format';
import { ContrastButton } from '../../blogger-common/contrast-button';
import { VerifyBadge } from '../../blogger-common/verify-badge';
import { useBloggerLookup } from '../api/kol-contrast-api';

/** Find bloggers by name (the header search, type kol) and add them to the comparison. */
export function BloggerPicker() {
  const lookup = useBloggerLookup();
  const search = (keyword: string) => {
    if (!keyword.trim()) {
      toast('warning', SEARCH_EMPTY);
      return;
    }
    lookup.mutate(keyword.trim());
  };

  return (
    <div>
      <Input.Search
        placeholder="输入博主昵称搜索"
        enterButton="搜索"
        allowClear
        maxLength={SEARCH_KEYWORD_MAX}
        loading={lookup.isPending}
        onSearch={search}
        aria-label="搜索博主"
        style={{ maxWidth: 420 }}
      />
      {lookup.data && (
        <List
          style={{ marginTop: 12 }}
          size="small"
          bordered
          dataSource={lookup.data}
          locale={{ emptyText: EMPTY_LIST }}
          renderItem={(row) => (
            <List.Item actions={[<ContrastButton key="add" row={row} />]}>
              <List.Item.Meta
                avatar={<Avatar src={row.avatar} alt="" />}
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
          )}
        />
      )}
    </div>
  );
}
