import { AppstoreOutlined, FireFilled } from '@ant-design/icons';
import type { QuickEntryGroup } from '@boguan/contracts/quick-entry';
import { Button, Empty, Popover, Spin, Tag } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useUiStore } from '../../../stores/ui-store';
import { isLoggedIn } from '../../../stores/user-store';
import { useQuickEntry } from '../api/quick-entry';
import styles from './header.module.css';

function EntryGroups({ groups, onPick }: { groups: QuickEntryGroup[]; onPick: (url: string) => void }) {
  return (
    <div className={styles.quickEntry}>
      {groups.map((group) => (
        <section key={group.name}>
          <h4 className={styles.quickTitle}>{group.name}</h4>
          {group.child.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无数据..." />
          ) : (
            <div className={styles.quickGrid}>
              {group.child.map((tool) => (
                <button key={tool.url} type="button" className={styles.quickItem} onClick={() => onPick(tool.url)}>
                  <span>{tool.name}</span>
                  {tool.label === 'fire' && <FireFilled className={styles.fire} aria-label="热门" />}
                  {tool.label === 'new' && (
                    <Tag color="red" className={styles.newTag}>
                      NEW
                    </Tag>
                  )}
                </button>
              ))}
            </div>
          )}
        </section>
      ))}
    </div>
  );
}

/** Header 快捷入口: the user's common tools and the hot tools (/api/User/getQuickEntry). */
export function QuickEntryPopover() {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const query = useQuickEntry(open && isLoggedIn());
  const openLogin = useUiStore((s) => s.openLogin);

  const pick = (url: string) => {
    setOpen(false);
    navigate(url);
  };

  if (!isLoggedIn()) {
    // Spec 6: quick tools need login; the visitor gets the login dialog.
    return (
      <Button type="text" icon={<AppstoreOutlined />} onClick={() => openLogin()}>
        快捷入口
      </Button>
    );
  }
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger={['hover', 'click']}
      placement="bottomLeft"
      content={
        query.isPending ? (
          <div className={styles.quickLoading}>
            <Spin />
          </div>
        ) : query.isError ? (
          <Empty description="快捷入口加载失败，请稍后再试" />
        ) : (
          <EntryGroups groups={query.data} onPick={pick} />
        )
      }
    >
      <Button type="text" icon={<AppstoreOutlined />}>
        快捷入口
      </Button>
    </Popover>
  );
}
