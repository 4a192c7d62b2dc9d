import { FinalReportMessage as M, PROJECT_POST_SORTS, type ProjectPostSort } from '@boguan/contracts/final-report';
import { type ProjectPost, projectIdSchema } from '@boguan/contracts/final-report.api';
import { App, Button, Card, Empty, Segmented, Select, Skeleton, Space, Typography } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PagedTable } from '../../../components/paged-table';
import { useConfirmDelete } from '../../../components/use-confirm-delete';
import { useSubmit } from '../../../lib/use-guarded-submit';
import tool from '../../blogger-common/tool-page.module.css';
import { useAddPosts, useProjectPosts, useRemovePost } from '../api/project-api';
import { DemoNotice } from '../components/demo-notice';
import { LinkChecker, lineCount } from '../components/link-checker';
import { ProjectHeader } from '../components/project-header';
import { postColumns } from '../components/report-tables';
import { SearchPicker } from '../components/search-picker';

const SORT_LABELS: Record<ProjectPostSort, string> = {
  added_at: '添加时间',
  created_at: '发布时间',
  interactions: '互动量',
  reposts: '转发数',
  comments: '评论数',
  likes: '点赞数',
};

type AddFrom = 'links' | 'search';

/** Adds posts by pasted links or picked from post search's results. */
function AddPosts({ id }: { id: number }) {
  const [from, setFrom] = useState<AddFrom>('links');
  const [links, setLinks] = useState('');
  const add = useAddPosts();
  const { submitting, run } = useSubmit();
  const { message } = App.useApp();
  const send = async (input: { urls?: string; mids?: string[] }) => {
    const added = await add.mutateAsync({ id, ...input }).catch(() => null);
    if (!added) return false;
    message.success(`已添加 ${added.added} 条博文${added.skipped ? `，${added.skipped} 条已在项目中或重复` : ''}`);
    return true;
  };
  const sendLinks = async () => {
    if (lineCount(links) === 0) {
      message.warning(M.noPosts);
      return;
    }
    if (await send({ urls: links })) setLinks('');
  };
  return (
    <Card size="small" title="添加博文">
      <Segmented<AddFrom>
        value={from}
        onChange={setFrom}
        options={[
          { value: 'links', label: '粘贴博文链接' },
          { value: 'search', label: '从博文搜索选择' },
        ]}
      />
      {from === 'links' ? (
        <>
          <LinkChecker value={links} onChange={setLinks} />
          <Button type="primary" style={{ marginTop: 12 }} loading={submitting} onClick={() => void run(sendLinks)}>
            添加到项目
          </Button>
        </>
      ) : (
        <SearchPicker adding={add.isPending} onAdd={(mids) => send({ mids })} />
      )}
    </Card>
  );
}

/** /blogProjBlog?id=: a project's posts with their live figures; add by link, remove. */
export function ProjBlogPage() {
  const [params] = useSearchParams();
  const parsed = projectIdSchema.safeParse({ id: params.get('id') });
  const id = parsed.success ? parsed.data.id : 0;
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<ProjectPostSort>('added_at');
  const posts = useProjectPosts({ id, page, sort, order: 'desc' }, parsed.success);
  const remove = useRemovePost();
  const askDelete = useConfirmDelete();
  const { message } = App.useApp();

  if (!parsed.success) {
    return (
      <Card title="项目博文">
        <Empty description="缺少项目编号，请从项目记录进入">
          <Link to="/blogProjRecord">查看项目记录</Link>
        </Empty>
      </Card>
    );
  }
  const project = posts.data?.project;
  const shown = posts.data?.list.data ?? [];
  return (
    <div className={tool.layout}>
      <Card
        title="项目博文"
        extra={
          <Space wrap>
            <Link to={`/blogProjReport?id=${id}`}>项目报告</Link>
            <Link to={`/finalReport?project=${id}`}>生成结案报告</Link>
            <Link to="/blogProjRecord">项目记录</Link>
          </Space>
        }
      >
        {project ? <ProjectHeader project={project} /> : posts.isPending && <Skeleton active paragraph={{ rows: 1 }} />}
        <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
          项目进行期间每小时读取一次博文数据；下表为最近一次读取的数据。
        </Typography.Paragraph>
        <DemoNotice demoPosts={shown.filter((p) => p.demo).length} total={shown.length} />
      </Card>
      {project && project.phase !== 'ended' && <AddPosts id={id} />}
      <Card
        size="small"
        title="博文列表"
        extra={
          <Select<ProjectPostSort>
            aria-label="排序"
            value={sort}
            style={{ width: 130 }}
            onChange={(value) => {
              setSort(value);
              setPage(1);
            }}
            options={PROJECT_POST_SORTS.map((s) => ({ value: s, label: `按${SORT_LABELS[s]}` }))}
          />
        }
      >
        <PagedTable<ProjectPost, NonNullable<typeof posts.data>['list']>
          query={{ ...posts, data: posts.data?.list }}
          page={page}
          onPage={setPage}
          rowKey="mid"
          label="项目博文"
          title="项目博文加载失败"
          empty="暂无数据..."
          scrollX={1300}
          columns={[
            ...postColumns<ProjectPost>(false),
            { title: '数据更新', dataIndex: 'read_time', width: 170 },
            {
              title: '操作',
              key: 'actions',
              width: 80,
              fixed: 'right',
              render: (_: unknown, p) => (
                <Button
                  type="link"
                  danger
                  size="small"
                  onClick={() =>
                    askDelete(async () => {
                      await remove.mutateAsync({ id, mid: p.mid });
                      message.success(M.postRemoved);
                    })
                  }
                >
                  移出
                </Button>
              ),
            },
          ]}
        />
      </Card>
    </div>
  );
}
