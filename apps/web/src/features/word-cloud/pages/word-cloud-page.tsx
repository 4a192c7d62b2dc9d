import type { WordCloudSort } from '@boguan/contracts/word-cloud';
import { Card, Empty, Skeleton, Tag, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { QueryState } from '../../../components/query-state';
import tool from '../../blogger-common/tool-page.module.css';
import { useCloudDetail, useWordCloudAuth } from '../api/word-cloud-api';
import { CloudCreateForm } from '../components/cloud-create-form';
import { CloudResult } from '../components/cloud-result';
import { parseCloudQuery } from '../lib/cloud-lib';

/** How many clouds are left today (or why none can be made). */
function Allowance() {
  const auth = useWordCloudAuth();
  return (
    <QueryState query={auth} title="词云权限加载失败" loading={<Skeleton active paragraph={{ rows: 0 }} />}>
      {(allowed) =>
        allowed.allowed ? (
          <Typography.Text>
            今日剩余次数：<Typography.Text strong>{allowed.per_day?.remaining ?? '不限'}</Typography.Text>
            {allowed.per_day ? ` / ${allowed.per_day.limit}` : ''}
          </Typography.Text>
        ) : (
          <Tag color="orange">当前会员等级暂不支持词云，请升级会员</Tag>
        )
      }
    </QueryState>
  );
}

function CloudView({ id, sort, onSort }: { id: number; sort: WordCloudSort; onSort: (s: WordCloudSort) => void }) {
  const detail = useCloudDetail(id, sort);
  return (
    <QueryState query={detail} title="词云加载失败" loading={<Skeleton active paragraph={{ rows: 10 }} />}>
      {(result) => <CloudResult result={result} sort={sort} onSort={onSort} />}
    </QueryState>
  );
}

/**
 * /wordCloud: the form to make a cloud; /wordCloud?id=N (&sort=weight): that cloud, its removals,
 * its table and downloads.
 */
export function WordCloudPage() {
  const [params, setParams] = useSearchParams();
  const { id, sort } = parseCloudQuery(params);
  const onSort = (next: WordCloudSort) => {
    const copy = new URLSearchParams(params);
    if (next === 'count') copy.delete('sort');
    else copy.set('sort', next);
    setParams(copy, { replace: true });
  };
  if (params.has('id') && id === null) {
    return (
      <Card title="词云">
        <Empty description="词云编号不正确">
          <Link to="/cloudLog">查看词云记录</Link>
        </Empty>
      </Card>
    );
  }
  return (
    <div className={tool.layout}>
      <Card
        title={id === null ? '生成词云' : '词云结果'}
        extra={
          <div className={tool.authBar}>
            {id !== null && <Link to="/wordCloud">新建词云</Link>}
            <Link to="/cloudLog">词云记录</Link>
          </div>
        }
      >
        {id === null ? (
          <>
            <div className={tool.toolbar}>
              <Typography.Text type="secondary">
                把关键词博文、博文评论或您自己的文本切分成词（微博词典分词，去除停用词），生成词云与词频表，可移除词语后重新绘制。
              </Typography.Text>
              <Allowance />
            </div>
            <CloudCreateForm />
          </>
        ) : (
          <Allowance />
        )}
      </Card>
      {id !== null && <CloudView key={id} id={id} sort={sort} onSort={onSort} />}
    </div>
  );
}
