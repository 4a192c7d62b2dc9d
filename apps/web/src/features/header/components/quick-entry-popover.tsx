import { AppstoreOutlined, FireFilled } from '@ant-design/icons';
import { EMPTY_LIST } from '@boguan/contracts/kol';
import type { QuickEntryGroup } from '@boguan/contracts/quick-entry.api';
import { Button, Empty, Popover, Spin, Tag } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { useUiStore } from '../../../stores/ui-store';
import { isLoggedIn } from '../../../stores/user-store';
import { useQuickEntry } from '../api/quick-entry-api';
import styles from './header.module.css';

function EntryGroups({ groups, onPick }: { groups: QuickEntryGroup[]; onPick: (url: string) => void }) {
  return (
    <div className={styles.quickEntry}>
      {groups.map((group) => (
        <section key={group.name}>
          <h4 className={styles.quickTitle}>{group.name}</h4>
          {group.child.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={EMPTY_LIST} />
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
        <QueryState
          query={query}
          title="快捷入口加载失败"
          loading={
            <div className={styles.quickLoading}>
              <Spin />
            </div>
          }
        >
          {(groups) => <EntryGroups groups={groups} onPick={pick} />}
        </QueryState>
      }
    >
      <Button type="text" icon={<AppstoreOutlined />}>
        快捷入口
      </Button>
    </Popover>
  );
}
