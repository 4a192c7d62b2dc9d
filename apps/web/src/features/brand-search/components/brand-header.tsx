import type { BrandCard } from '@boguan/contracts/brand-search.api';
import { Avatar, Card, Flex, Space, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';

/** A brand's logo, names, aliases and categories; a demo brand says its figures are demo data. */
export function BrandHeader({ brand, period, extra }: { brand: BrandCard; period: string; extra?: ReactNode }) {
  return (
    <Card>
      <Flex gap={16} align="center" wrap>
        <Avatar shape="square" size={64} src={brand.brand_pic || undefined} alt="">
          {brand.brand_cn_name.slice(0, 1)}
        </Avatar>
        <Flex vertical gap={4} style={{ flex: 1, minWidth: 200 }}>
          <Typography.Title level={4} style={{ margin: 0 }} data-testid="brand-title">
            {brand.brand_cn_name}
            {brand.brand_en_name && (
              <Typography.Text type="secondary" style={{ marginInlineStart: 8, fontSize: 14 }}>
                {brand.brand_en_name}
              </Typography.Text>
            )}
          </Typography.Title>
          <Space size={4} wrap>
            {brand.brand_category.map((c) => (
              <Tag key={c} color="orange">
                {c}
              </Tag>
            ))}
            {brand.aliases.length > 0 && (
              <Typography.Text type="secondary">别名：{brand.aliases.join('、')}</Typography.Text>
            )}
            {brand.demo && (
              <Tag color="purple" data-testid="demo-tag">
                演示数据
              </Tag>
            )}
          </Space>
          <Typography.Text type="secondary">统计周期：{period}</Typography.Text>
        </Flex>
        {extra}
      </Flex>
    </Card>
  );
}
