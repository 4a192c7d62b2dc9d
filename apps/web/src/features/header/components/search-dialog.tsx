import { Code } from '@boguan/contracts/envelope';
import {
  SEARCH_EMPTY,
  SEARCH_KEYWORD_MAX,
  SEARCH_TYPE_LABELS,
  SEARCH_TYPES,
  type SearchType,
} from '@boguan/contracts/search';
import { Input, Modal, Spin, Tabs } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/feedback-bridge';
import { type GlobalSearch, useGlobalSearch } from '../../../lib/global-search-api';
import { FULL_SEARCH_PAGE, SearchResults } from './search-results';

const PLACEHOLDERS: Record<SearchType, string> = {
  kol: '输入博主昵称或关键词',
  article: '输入博文关键词',
  brand: '输入品牌名称',
};

/** Refusals the upgrade or login prompt already shows; the dialog stays quiet about them. */
const PROMPTED: readonly number[] = [Code.notLoggedIn, Code.noPermission, Code.quotaUsedUp];

/** The global search dialog (spec 2): tabs 博主 / 博文 / 品牌 over POST /api/index/search. */
export function SearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const [type, setType] = useState<SearchType>('kol');
  const [keyword, setKeyword] = useState('');
  const [submitted, setSubmitted] = useState<GlobalSearch | null>(null);
  const results = useGlobalSearch(submitted);
  const prompted = results.error instanceof ApiError && PROMPTED.includes(results.error.code);

  const search = (value: string, tab: SearchType = type) => {
    const text = value.trim();
    if (!text) {
      toast('warning', SEARCH_EMPTY);
      return;
    }
    setSubmitted({ keyword: text, type: tab });
  };

  const go = (path: string) => {
    onClose();
    navigate(path);
  };

  return (
    <Modal open={open} title="搜索" footer={null} width={560} onCancel={onClose} destroyOnHidden>
      <Tabs
        activeKey={type}
        items={SEARCH_TYPES.map((tab) => ({ key: tab, label: SEARCH_TYPE_LABELS[tab] }))}
        onChange={(key) => {
          const tab = SEARCH_TYPES.find((item) => item === key) ?? 'kol';
          setType(tab);
          if (keyword.trim()) search(keyword, tab);
          else setSubmitted(null);
        }}
      />
      <Input.Search
        value={keyword}
        maxLength={SEARCH_KEYWORD_MAX}
        placeholder={PLACEHOLDERS[type]}
        enterButton="搜索"
        allowClear
        aria-label="搜索关键词"
        onChange={(event) => setKeyword(event.target.value)}
        onSearch={(value) => search(value)}
      />
      <div style={{ marginTop: 16, minHeight: 80 }}>
        {submitted && !prompted && (
          <QueryState
            query={results}
            title="搜索失败"
            loading={<Spin style={{ display: 'block', margin: '24px auto' }} />}
          >
            {(items) => {
              const fullPage = FULL_SEARCH_PAGE[submitted.type];
              return (
                <SearchResults
                  items={items}
                  onOpen={go}
                  onMore={fullPage ? () => go(`${fullPage}?name=${encodeURIComponent(submitted.keyword)}`) : undefined}
                />
              );
            }}
          </QueryState>
        )}
      </div>
    </Modal>
  );
}
