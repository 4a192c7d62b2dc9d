import { isMessageType, MESSAGE_TYPE_KEYS, MESSAGE_TYPES, type MessageType } from '@boguan/contracts/home-content';
import { Badge, Button, Card, Empty, Pagination, Select, Tabs } from 'antd';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { useUnreadCount } from '../../../lib/messages';
import { useSubmit } from '../../../lib/use-guarded-submit';
import { useUiStore } from '../../../stores/ui-store';
import { isLoggedIn } from '../../../stores/user-store';
import { type InboxFilter, useInbox, useMarkAllRead } from '../api/inform-api';
import { MessageRows } from '../components/message-rows';
import { NoticeList } from '../components/notice-list';
import styles from '../inform.module.css';

type Tab = 'all' | 'unread' | 'notice';

const TYPE_OPTIONS = [
  { value: '', label: '全部类型' },
  ...MESSAGE_TYPE_KEYS.map((type) => ({ value: type, label: MESSAGE_TYPES[type] })),
];

/** The tab, type and page live in the URL, so 返回列表 from a message comes back to the same list. */
function readParams(params: URLSearchParams): { tab: Tab; type: MessageType | null; page: number } {
  const tab = params.get('tab');
  const type = params.get('type') ?? '';
  const page = params.get('page') ?? '';
  return {
    tab: tab === 'unread' || tab === 'notice' ? tab : 'all',
    type: isMessageType(type) ? type : null,
    page: /^[1-9]\d{0,4}$/.test(page) ? Number(page) : 1,
  };
}

function Inbox({ filter, onPage }: { filter: InboxFilter; onPage: (page: number) => void }) {
  const inbox = useInbox(filter, true);
  const data = inbox.data;
  // A page emptied under the reader (messages read elsewhere) falls back to the last one left.
  const lastPage = data ? Math.max(1, Math.ceil(data.total / data.per_page)) : 1;
  useEffect(() => {
    if (data && data.data.length === 0 && filter.page > lastPage) onPage(lastPage);
  }, [data, filter.page, lastPage, onPage]);

  return (
    <QueryState
      query={inbox}
      title="消息加载失败"
      empty={filter.unreadOnly ? '没有未读消息' : undefined}
      isEmpty={(page) => page.total === 0}
    >
      {(page) => (
        <>
          <MessageRows messages={page.data} />
          {page.total > page.per_page && (
            <Pagination
              className={styles.pager}
              current={filter.page}
              pageSize={page.per_page}
              total={page.total}
              showSizeChanger={false}
              showTotal={(total) => `共 ${total} 条`}
              onChange={onPage}
            />
          )}
        </>
      )}
    </QueryState>
  );
}

/** /inform 消息通知: the user's messages (全部 / 未读, by type) and the platform's 系统公告. */
export function InformPage() {
  const loggedIn = isLoggedIn();
  const openLogin = useUiStore((s) => s.openLogin);
  const [params, setParams] = useSearchParams();
  const { tab, type, page } = readParams(params);
  const unread = useUnreadCount(loggedIn).data?.unread ?? 0;
  const markAll = useMarkAllRead();
  const { submitting, run } = useSubmit();

  const go = (next: { tab?: Tab; type?: MessageType | null; page?: number }) => {
    const merged = { tab, type, page: 1, ...next };
    const search = new URLSearchParams();
    if (merged.tab !== 'all') search.set('tab', merged.tab);
    if (merged.type) search.set('type', merged.type);
    if (merged.page > 1) search.set('page', String(merged.page));
    setParams(search, { replace: true });
  };

  const inboxTab = loggedIn ? (
    <>
      <div className={styles.toolbar}>
        <Select
          aria-label="消息类型"
          value={type ?? ''}
          options={TYPE_OPTIONS}
          onChange={(value: string) => go({ type: isMessageType(value) ? value : null })}
          style={{ width: 160 }}
        />
        <Button
          disabled={unread === 0}
          loading={submitting}
          // A failure is toasted by the query client; the button comes back either way.
          onClick={() => void run(() => markAll.mutateAsync().catch(() => undefined))}
        >
          全部标为已读
        </Button>
      </div>
      <Inbox filter={{ page, type, unreadOnly: tab === 'unread' }} onPage={(next) => go({ page: next })} />
    </>
  ) : (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="登录后查看监控提醒、订单与提现变动等消息">
      <Button type="primary" onClick={() => openLogin()}>
        登录
      </Button>
    </Empty>
  );

  return (
    <Card title="消息通知">
      <Tabs
        activeKey={tab}
        onChange={(key) => go({ tab: key as Tab, type })}
        items={[
          { key: 'all', label: '全部', children: tab === 'all' ? inboxTab : null },
          {
            key: 'unread',
            label: (
              <span>
                未读 <Badge count={unread} overflowCount={99} size="small" />
              </span>
            ),
            children: tab === 'unread' ? inboxTab : null,
          },
          { key: 'notice', label: '系统公告', children: tab === 'notice' ? <NoticeList /> : null },
        ]}
      />
    </Card>
  );
}
