import type { BrandBloggers, BrandKol } from '@boguan/contracts/brand-search.api';
import { Avatar, Card, Empty, Space, Table, Typography } from 'antd';
import { Link } from 'react-router';
import { EChart } from '../../../components/charts/echart';
import { PostLink } from '../../../components/post-link';
import { formatCount, formatPercent } from '../../../lib/format';
import { VerifyBadge } from '../../blogger-common/verify-badge';
import { tiersOption } from '../lib/brand-charts';
import styles from './brand-search.module.css';
import { ShareText } from './share-text';

type Blogger = Pick<BrandKol, 'uid' | 'kol_id' | 'name' | 'avatar' | 'verify' | 'followers'>;

function BloggerCell({ blogger }: { blogger: Blogger }) {
  const name =
    blogger.kol_id !== null ? (
      <Link to={`/bosSearch/detail?kol_id=${blogger.kol_id}`}>{blogger.name}</Link>
    ) : (
      blogger.name
    );
  return (
    <Space>
      <Avatar src={blogger.avatar || undefined} alt="">
        {blogger.name.slice(0, 1)}
      </Avatar>
      <span>
        {name} <VerifyBadge verify={blogger.verify} />
        <br />
        <span className={styles.muted}>粉丝 {formatCount(blogger.followers)}</span>
      </span>
    </Space>
  );
}

/** 博主分析: tiers of the bloggers who mention the brand, the top KOLs and the sponsored partners. */
export function BloggersTab({ data }: { data: BrandBloggers }) {
  return (
    <div className={styles.page} data-testid="brand-bloggers">
      <Card title={`提及博主层级（共 ${data.bloggers} 位）`}>
        {data.bloggers === 0 ? (
          <Empty description="统计周期内暂无提及" />
        ) : (
          <div className={styles.grid}>
            <EChart option={tiersOption(data.tiers)} ariaLabel="提及博主层级分布" height={240} />
            <Table
              rowKey="tier"
              size="small"
              pagination={false}
              dataSource={data.tiers}
              columns={[
                { title: '层级', key: 'label', render: (_, t) => `${t.label}（${t.band}）` },
                { title: '博主数占比', key: 'share', render: (_, t) => <ShareText share={t.blogger_share} /> },
                { title: '博文数', dataIndex: 'posts' },
                { title: '互动量', dataIndex: 'interactions', render: (v: number) => formatCount(v) },
              ]}
            />
          </div>
        )}
      </Card>
      <Card title="头部提及博主（按互动量）">
        <Table
          rowKey="uid"
          size="small"
          pagination={false}
          scroll={{ x: 900 }}
          dataSource={data.top_kols}
          columns={[
            { title: '博主', key: 'blogger', render: (_, k) => <BloggerCell blogger={k} /> },
            { title: '提及博文', dataIndex: 'posts', width: 90 },
            { title: '商业博文', dataIndex: 'sponsored_posts', width: 90 },
            { title: '互动量', dataIndex: 'interactions', width: 90, render: (v: number) => formatCount(v) },
            { title: '互动占比', dataIndex: 'share', width: 90, render: (v: number) => formatPercent(v, 1) },
            {
              title: '代表博文',
              key: 'post',
              render: (_, k) => (
                <PostLink url={k.top_post.url} className={styles.postText}>
                  {k.top_post.text}
                </PostLink>
              ),
            },
          ]}
        />
      </Card>
      <Card title="商业合作博主">
        {data.partners.length === 0 ? (
          <Typography.Text type="secondary">统计周期内没有提及该品牌的商业博文</Typography.Text>
        ) : (
          <Table
            rowKey="uid"
            size="small"
            pagination={false}
            dataSource={data.partners}
            columns={[
              { title: '博主', key: 'blogger', render: (_, k) => <BloggerCell blogger={k} /> },
              { title: '商业博文', dataIndex: 'sponsored_posts' },
              { title: '互动量', dataIndex: 'interactions', render: (v: number) => formatCount(v) },
            ]}
          />
        )}
      </Card>
    </div>
  );
}
