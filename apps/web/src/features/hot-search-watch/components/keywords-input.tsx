import { HOT_WATCH_KEYWORD_MAX, HOT_WATCH_KEYWORDS_MAX } from '@boguan/contracts/hot-search-watch';
import { Input, Space, Tag } from 'antd';
import { splitKeywords } from '../lib/keywords';

/**
 * Keywords typed in one box with , ， or 、 between them (as the server accepts them); the keywords
 * it will keep show below as tags.
 */
export function KeywordsInput({
  value,
  onChange,
  onEnter,
  label,
}: {
  value: string;
  onChange: (text: string) => void;
  onEnter?: () => void;
  label: string;
}) {
  const keywords = splitKeywords([value]);
  return (
    <div>
      <Input
        aria-label={label}
        value={value}
        allowClear
        maxLength={300}
        placeholder={`多个关键词用逗号或顿号分隔，最多${HOT_WATCH_KEYWORDS_MAX}个，每个不超过${HOT_WATCH_KEYWORD_MAX}字`}
        onChange={(event) => onChange(event.target.value)}
        onPressEnter={onEnter}
      />
      {keywords.length > 0 && (
        <Space size={[4, 4]} wrap style={{ marginTop: 6 }}>
          {keywords.map((k) => (
            <Tag key={k}>{k}</Tag>
          ))}
        </Space>
      )}
    </div>
  );
}
