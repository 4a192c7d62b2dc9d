import { MESSAGE_ID_PATTERN, MESSAGE_TYPE_TARGETS, type MessageType } from '@boguan/contracts/home-content';
import { BUILT_PATHS } from '@boguan/contracts/quick-entry';
import { Button, Card, Result, Skeleton } from 'antd';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { useUiStore } from '../../../stores/ui-store';
import { isLoggedIn } from '../../../stores/user-store';
import { useMessageDetail } from '../api/inform-api';
import styles from '../inform.module.css';
import { MessageTypeTag } from '../lib/message-type-tag';

/** The list the reader came from (its tab, type and page), else the whole inbox. */
function listPath(state: unknown): string {
  const list = (state as { list?: unknown } | null)?.list;
  return typeof list === 'string' && list.startsWith('?') ? `/inform${list}` : '/inform';
}

/** The page a message of this type concerns, when that page is built (no button to a coming-soon page). */
function TargetButton({ type }: { type: MessageType }) {
  const navigate = useNavigate();
  const target = MESSAGE_TYPE_TARGETS[type];
  if (!target || !BUILT_PATHS.has(target.path)) return null;
  return (
    <Button type="primary" onClick={() => navigate(target.path)}>
      {target.label}
    </Button>
  );
}

/** /inform/detail?id=: one message in full, marked read by opening it, with the page it concerns. */
export function InformDetailPage() {
  const [params] = useSearchParams();
  const { state } = useLocation();
  const navigate = useNavigate();
  const openLogin = useUiStore((s) => s.openLogin);
  const loggedIn = isLoggedIn();
  const raw = params.get('id') ?? '';
  const id = MESSAGE_ID_PATTERN.test(raw) ? Number(raw) : null;
  const detail = useMessageDetail(loggedIn ? id : null);
  const back = (
    <Button onClick={() => navigate(listPath(state))} key="back">
      返回列表
    </Button>
  );

  if (!loggedIn) {
    return (
      <Card>
        <Result
          status="info"
          title="登录后查看消息"
          extra={[
            <Button type="primary" key="login" onClick={() => openLogin()}>
              登录
            </Button>,
            back,
          ]}
        />
      </Card>
    );
  }
  if (id === null) {
    return (
      <Card>
        <Result status="warning" title="消息不存在" subTitle="链接中的消息编号不正确" extra={back} />
      </Card>
    );
  }

  return (
    <Card title="消息详情">
      <QueryState query={detail} title="消息加载失败" loading={<Skeleton active paragraph={{ rows: 4 }} />}>
        {({ message }) => (
          <article>
            <h2 style={{ marginTop: 0 }}>{message.title}</h2>
            <div className={styles.meta}>
              <MessageTypeTag type={message.type} name={message.type_name} />
              <time>{message.create_time}</time>
            </div>
            <div className={styles.content}>{message.content || '（无正文）'}</div>
          </article>
        )}
      </QueryState>
      <div className={styles.actions}>
        {back}
        {detail.data && <TargetButton type={detail.data.message.type} />}
      </div>
    </Card>
  );
}
