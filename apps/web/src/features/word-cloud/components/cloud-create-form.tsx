import type { RequestOf } from '@boguan/contracts/api';
import { chinaDate } from '@boguan/contracts/china-time';
import {
  WORD_CLOUD_CREATED,
  WORD_CLOUD_DEFAULT_DAYS,
  WORD_CLOUD_KEYWORD_MAX,
  WORD_CLOUD_MAX_DAYS,
  WORD_CLOUD_SOURCE_LABELS,
  WORD_CLOUD_TEXT_MAX,
  WORD_CLOUD_TITLE_MAX,
  WORD_CLOUD_URL_MAX,
  WordCloudMessage,
  type WordCloudSource,
} from '@boguan/contracts/word-cloud';
import { App, Button, DatePicker, Input, Tabs, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useGuardedSubmit } from '../../../lib/use-guarded-submit';
import { useCreateCloud } from '../api/word-cloud-api';
import { isDayDisabled, lastDays } from '../lib/cloud-lib';
import { type UploadChoice, UploadPicker } from './upload-picker';
import styles from './word-cloud.module.css';

type CreateBody = RequestOf<'/api/word_cloud/create'>;

/** The form of /wordCloud: a source, what it needs, an optional name; 生成词云 opens the result. */
export function CloudCreateForm() {
  const today = chinaDate(new Date());
  const [source, setSource] = useState<WordCloudSource>('keyword');
  const [keyword, setKeyword] = useState('');
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => {
    const [start, end] = lastDays(today, WORD_CLOUD_DEFAULT_DAYS);
    return [dayjs(start), dayjs(end)];
  });
  const [url, setUrl] = useState('');
  const [text, setText] = useState('');
  const [uploaded, setUploaded] = useState<UploadChoice | null>(null);
  const [title, setTitle] = useState('');
  const create = useCreateCloud();
  const { submitting, submit } = useGuardedSubmit();
  const { message } = App.useApp();
  const navigate = useNavigate();

  /** The body of the chosen source, or what is missing. */
  const body = (): { problem: string | null; body: CreateBody } => {
    const named = { title: title.trim() || undefined };
    switch (source) {
      case 'keyword':
        return {
          problem: keyword.trim() ? null : WordCloudMessage.keyword,
          body: {
            source,
            keyword: keyword.trim(),
            start_date: range[0].format('YYYY-MM-DD'),
            end_date: range[1].format('YYYY-MM-DD'),
            ...named,
          },
        };
      case 'post':
        return { problem: url.trim() ? null : WordCloudMessage.url, body: { source, url: url.trim(), ...named } };
      case 'text':
        return { problem: text.trim() ? null : WordCloudMessage.text, body: { source, text, ...named } };
      case 'upload':
        return {
          problem: uploaded ? null : WordCloudMessage.uploadId,
          body: { source, upload_id: uploaded?.file.upload_id, column: uploaded?.column, ...named },
        };
    }
  };

  const send = () => {
    const { problem, body: payload } = body();
    return submit(problem, async () => {
      const cloud = await create.mutateAsync(payload).catch(() => null);
      if (!cloud) return;
      message.success(WORD_CLOUD_CREATED);
      navigate(`/wordCloud?id=${cloud.id}`);
    });
  };

  const tabs = [
    {
      key: 'keyword',
      label: WORD_CLOUD_SOURCE_LABELS.keyword,
      children: (
        <div className={styles.field}>
          <Typography.Text type="secondary">
            统计已收录博文中包含该关键词的博文（最新 5000 条），时间范围最长 {WORD_CLOUD_MAX_DAYS} 天。
          </Typography.Text>
          <Input
            aria-label="关键词"
            placeholder="输入关键词，如 口红"
            maxLength={WORD_CLOUD_KEYWORD_MAX}
            value={keyword}
            onChange={(e) => setKeyword(e.target.value)}
            onPressEnter={() => void send()}
          />
          <DatePicker.RangePicker
            value={range}
            allowClear={false}
            aria-label="博文时间范围"
            disabledDate={(current, info) =>
              isDayDisabled(current.format('YYYY-MM-DD'), today, info?.from ? info.from.format('YYYY-MM-DD') : null)
            }
            onChange={(value) => {
              if (value?.[0] && value[1]) setRange([value[0], value[1]]);
            }}
          />
        </div>
      ),
    },
    {
      key: 'post',
      label: WORD_CLOUD_SOURCE_LABELS.post,
      children: (
        <div className={styles.field}>
          <Typography.Text type="secondary">统计一条博文的评论（最新 5000 条）。</Typography.Text>
          <Input
            aria-label="博文链接"
            placeholder="粘贴博文链接，如 https://weibo.com/1234567890/AbCdEfGhI，也可输入 mid 或 bid"
            maxLength={WORD_CLOUD_URL_MAX}
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            onPressEnter={() => void send()}
          />
        </div>
      ),
    },
    {
      key: 'text',
      label: WORD_CLOUD_SOURCE_LABELS.text,
      children: (
        <div className={styles.field}>
          <Typography.Text type="secondary">
            每一行作为一条文本（出现条数按行统计），最多 {WORD_CLOUD_TEXT_MAX} 字。
          </Typography.Text>
          <Input.TextArea
            aria-label="文本内容"
            placeholder="粘贴评论、博文或任意中文文本"
            rows={8}
            showCount
            maxLength={WORD_CLOUD_TEXT_MAX}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </div>
      ),
    },
    {
      key: 'upload',
      label: WORD_CLOUD_SOURCE_LABELS.upload,
      children: <UploadPicker value={uploaded} onChange={setUploaded} />,
    },
  ];

  return (
    <div>
      <Tabs activeKey={source} onChange={(key) => setSource(key as WordCloudSource)} items={tabs} />
      <div className={styles.field}>
        <Input
          aria-label="词云名称"
          placeholder="词云名称（选填，默认按来源命名）"
          maxLength={WORD_CLOUD_TITLE_MAX}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
        />
      </div>
      <Button type="primary" loading={submitting} onClick={() => void send()}>
        生成词云
      </Button>
    </div>
  );
}
