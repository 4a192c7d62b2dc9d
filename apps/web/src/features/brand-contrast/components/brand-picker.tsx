import { BRAND_CONTRAST_MAX } from '@boguan/contracts/brand-contrast';
import { EMPTY_LIST } from '@boguan/contracts/kol';
import { SEARCH_EMPTY, SEARCH_KEYWORD_MAX } from '@boguan/contracts/search';
import { Avatar, Button, Input, List, Typography } from 'antd';
import { toast } from '../../../lib/feedback-bridge';
import { useBrandLookup } from '../api/brand-contrast-api';

interface BrandPickerProps {
  chosen: readonly string[];
  onAdd(brandId: string): void;
}

/** Find brands by name (the header search, type brand) and add them to the comparison. */
export function BrandPicker({ chosen, onAdd }: BrandPickerProps) {
  const lookup = useBrandLookup();
  const search = (keyword: string) => {
    if (!keyword.trim()) {
      toast('warning', SEARCH_EMPTY);
      return;
    }
    lookup.mutate(keyword.trim());
  };
  const full = chosen.length >= BRAND_CONTRAST_MAX;

  return (
    <div>
      <Input.Search
        placeholder="输入品牌名称搜索"
        enterButton="搜索"
        allowClear
        maxLength={SEARCH_KEYWORD_MAX}
        loading={lookup.isPending}
        onSearch={search}
        aria-label="搜索品牌"
        style={{ maxWidth: 420 }}
      />
      {lookup.data && (
        <List
          style={{ marginTop: 12 }}
          size="small"
          bordered
          dataSource={lookup.data}
          locale={{ emptyText: EMPTY_LIST }}
          renderItem={(row) => {
            const added = chosen.includes(row.brand_id);
            return (
              <List.Item
                actions={[
                  <Button
                    key="add"
                    size="small"
                    type={added ? 'default' : 'primary'}
                    disabled={added || full}
                    onClick={() => onAdd(row.brand_id)}
                  >
                    {added ? '已加入' : '加入对比'}
                  </Button>,
                ]}
              >
                <List.Item.Meta
                  avatar={
                    <Avatar src={row.brand_pic || undefined} shape="square" alt="">
                      {row.brand_cn_name.slice(0, 1)}
                    </Avatar>
                  }
                  title={row.brand_cn_name}
                  description={
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {[row.brand_en_name, row.brand_category.join(' / ')].filter(Boolean).join(' · ') || '未分类'}
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
