import { HotSearchMessage } from '@boguan/contracts/hot-search';
import type { HotDetail } from '@boguan/contracts/hot-search.api';
import { SENTIMENT_LABELS } from '@boguan/contracts/sentiment';
import { Alert, Avatar, Card, List, Space, Tag, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { EChart } from '../../../components/charts/echart';
import { EmptyBlock, QueryState } from '../../../components/query-state';
import { SentimentShare } from '../../../components/sentiment-share';
import { formatCount } from '../../../lib/format';
import { useHotDetail } from '../api/hot-search-api';
import styles from '../components/hot-search.module.css';
import { HotDemoTag, HotLabel } from '../components/hot-tags';
import { heatOption, rankOption } from '../lib/hot-charts';
import { formatMinutes } from '../lib/hot-format';

const NO_POSTS = '暂无收录含该词的博文';

function Figures({ d }: { d: HotDetail }) {
  const items: Array<[string, string]> = [
    ['首次上榜', d.first_seen.slice(0, 16)],
    ['最后在榜', d.last_seen.slice(0, 16)],
    ['在榜时长', formatMinutes(d.minutes_on_list)],
    ['登顶时长', d.minutes_at_top > 0 ? formatMinutes(d.minutes_at_top) : '未登顶'],
    ['最高排名', d.peak_rank === null ? '-' : `第${d.peak_rank}名`],
    ['最高热度', formatCount(d.peak_heat)],
    ['抓取次数', `${d.captures}次`],
    ['分类', d.category || '-'],
  ];
  return (
    <div className={styles.figures} data-testid="hot-detail-figures">
      {items.map(([label, value]) => (
        <div key={label} className={styles.figure}>
          <div className={styles.figureLabel}>{label}</div>
          <div className={styles.figureValue}>{value}</div>
        </div>
      ))}
    </div>
  );
}

function ChartCard({ title, option, label }: { title: string; option: ReturnType<typeof rankOption>; label: string }) {
  return (
    <Card title={title} size="small">
      {option ? <EChart option={option} ariaLabel={label} height={260} /> : <EmptyBlock />}
    </Card>
  );
}

function Posts({ d }: { d: HotDetail }) {
  return (
    <Card title={`相关博文（共 ${d.post_count} 条，按互动量）`} size="small">
      {d.posts.length === 0 ? (
        <EmptyBlock text={NO_POSTS} />
      ) : (
        <List
          data-testid="hot-detail-posts"
          dataSource={d.posts}
          renderItem={(p) => (
            <List.Item>
              <List.Item.Meta
                avatar={<Avatar src={p.art_kol_avatar || undefined}>{p.art_uname.slice(0, 1)}</Avatar>}
                title={
                  <Space wrap size={4}>
                    {p.kol_id ? <Link to={`/bosSearch/detail?id=${p.kol_id}`}>{p.art_uname}</Link> : p.art_uname}
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {p.art_posted_time}
                    </Typography.Text>
                    <Tag>{SENTIMENT_LABELS[p.sentiment]}</Tag>
                  </Space>
                }
                description={
                  <>
                    <div className={styles.postText}>{p.text}</div>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      转发 {formatCount(p.reposts)} · 评论 {formatCount(p.comments)} · 点赞 {formatCount(p.likes)}
                    </Typography.Text>
                  </>
                }
              />
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}

function Bloggers({ d }: { d: HotDetail }) {
  return (
    <Card title="推动博主（按相关博文互动量合计）" size="small">
      {d.bloggers.length === 0 ? (
        <EmptyBlock text={NO_POSTS} />
      ) : (
        <List
          data-testid="hot-detail-bloggers"
          dataSource={d.bloggers}
          renderItem={(b, i) => (
            <List.Item extra={<span className={styles.meta}>互动 {formatCount(b.interactions)}</span>}>
              <Space>
                <span className={styles.rank}>{i + 1}</span>
                <Avatar src={b.avatar || undefined}>{b.name.slice(0, 1)}</Avatar>
                {b.kol_id ? <Link to={`/bosSearch/detail?id=${b.kol_id}`}>{b.name}</Link> : b.name}
                <span className={styles.meta}>{b.posts} 条</span>
              </Space>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}

/** /hotDetail?word=: one entry's life on the list, its curves and the posts that drove it. */
export function HotDetailPage() {
  const [params] = useSearchParams();
  const word = (params.get('word') ?? '').trim();
  const detail = useHotDetail(word);
  if (!word) {
    return (
      <Card>
        <Alert
          type="info"
          showIcon
          title={HotSearchMessage.unknownWord}
          action={<Link to="/hotSearch">实时热搜</Link>}
        />
      </Card>
    );
  }
  return (
    <div className={styles.page}>
      <QueryState query={detail} title={HotSearchMessage.unknownWord}>
        {(d) => (
          <>
            <Card
              title={
                <Space wrap>
                  <span className={styles.word}>{d.word}</span>
                  <HotLabel label="" isAd={d.is_ad} />
                  {d.on_list_now ? <Tag color="orange">在榜中</Tag> : <Tag>已下榜</Tag>}
                  <HotDemoTag demo={d.demo} />
                </Space>
              }
              extra={<Link to="/hotSearch">实时热搜</Link>}
            >
              <Figures d={d} />
            </Card>
            <div className={styles.charts}>
              <ChartCard title="排名走势" option={rankOption(d)} label={`${d.word} 的排名走势`} />
              <ChartCard title="热度走势" option={heatOption(d)} label={`${d.word} 的热度走势`} />
            </div>
            <div className={styles.twoCols}>
              <Card title="相关博文情感" size="small">
                {d.sentiment.total > 0 ? <SentimentShare counts={d.sentiment} /> : <EmptyBlock text={NO_POSTS} />}
              </Card>
              <Bloggers d={d} />
            </div>
            <Posts d={d} />
          </>
        )}
      </QueryState>
    </div>
  );
}
