import { Alert, Input, Modal, Spin, Tabs } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/feedback-bridge';
import { type SearchResult, type SearchType, searchAll } from '../api/search';
import { FULL_SEARCH_PAGE, SearchResults } from './search-results';

export const SEARCH_EMPTY_MESSAGE = '请输入关键词,搜索内容不能为空';

const TABS: Array<{ key: SearchType; label: string; placeholder: string }> = [
  { key: 'kol', label: '博主', placeholder: '输入博主昵称或关键词' },
  { key: 'article', label: '博文', placeholder: '输入博文关键词' },
  { key: 'brand', label: '品牌', placeholder: '输入品牌名称' },
];

type Outcome =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'done'; items: SearchResult[] }
  | { state: 'refused'; msg: string };

/** The global search dialog (spec 2): tabs 博主 / 博文 / 品牌 over POST /api/index/search. */
export function SearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const [type, setType] = useState<SearchType>('kol');
  const [keyword, setKeyword] = useState('');
  const [outcome, setOutcome] = useState<Outcome>({ state: 'idle' });

  const search = async (value: string, tab: SearchType = type) => {
    const text = value.trim();
    if (!text) {
      toast('warning', SEARCH_EMPTY_MESSAGE);
      return;
    }
    setOutcome({ state: 'loading' });
    const answer = await searchAll(text, tab);
    if (answer.code === 1) setOutcome({ state: 'done', items: Array.isArray(answer.data) ? answer.data : [] });
    // 1001/1002 already open the upgrade prompt; other refusals stay visible in the dialog.
    else if (answer.code === 1001 || answer.code === 1002) setOutcome({ state: 'idle' });
    else setOutcome({ state: 'refused', msg: answer.msg });
  };

  const go = (path: string) => {
    onClose();
    navigate(path);
  };

  const active = TABS.find((tab) => tab.key === type) ?? TABS[0];
  return (
    <Modal open={open} title="搜索" footer={null} width={560} onCancel={onClose} destroyOnHidden>
      <Tabs
        activeKey={type}
        items={TABS.map((tab) => ({ key: tab.key, label: tab.label }))}
        onChange={(key) => {
          setType(key as SearchType);
          if (keyword.trim()) void search(keyword, key as SearchType);
          else setOutcome({ state: 'idle' });
        }}
      />
      <Input.Search
        value={keyword}
        maxLength={50}
        placeholder={active?.placeholder}
        enterButton="搜索"
        allowClear
        onChange={(event) => setKeyword(event.target.value)}
        onSearch={(value) => void search(value)}
      />
      <div style={{ marginTop: 16, minHeight: 80 }}>
        {outcome.state === 'loading' && <Spin style={{ display: 'block', margin: '24px auto' }} />}
        {outcome.state === 'refused' && <Alert type="warning" showIcon title={outcome.msg} />}
        {outcome.state === 'done' && (
          <SearchResults
            type={type}
            items={outcome.items}
            onOpen={go}
            onMore={() => go(`${FULL_SEARCH_PAGE[type]}?name=${encodeURIComponent(keyword.trim())}`)}
          />
        )}
      </div>
    </Modal>
  );
}
