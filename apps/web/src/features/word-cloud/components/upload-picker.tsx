import { UploadOutlined } from '@ant-design/icons';
import { Code } from '@boguan/contracts/envelope';
import { WORD_CLOUD_UPLOAD_MAX_BYTES, WordCloudMessage } from '@boguan/contracts/word-cloud';
import type { WordCloudUpload } from '@boguan/contracts/word-cloud.api';
import { App, Button, Select, Tag, Typography, Upload } from 'antd';
import { useSubmit } from '../../../lib/use-guarded-submit';
import { uploadCloudFile } from '../api/word-cloud-api';
import styles from './word-cloud.module.css';

/** What the form keeps of an upload: the file's columns and the one picked. */
export interface UploadChoice {
  file: WordCloudUpload;
  column: number;
}

/**
 * 上传文件: one .txt or .xlsx goes to the server, which reads its bytes and answers its columns
 * (a text file has one); a workbook's column is picked here, with a few cells of each shown.
 */
export function UploadPicker({
  value,
  onChange,
}: {
  value: UploadChoice | null;
  onChange: (v: UploadChoice | null) => void;
}) {
  const { message } = App.useApp();
  const { submitting, run } = useSubmit();

  const send = (file: File) =>
    run(async () => {
      if (file.size > WORD_CLOUD_UPLOAD_MAX_BYTES) {
        message.warning(WordCloudMessage.fileTooLarge);
        return;
      }
      const answer = await uploadCloudFile(file);
      if (answer.code !== Code.ok) return;
      message.success(answer.msg);
      onChange({ file: answer.data, column: 0 });
    });

  const column = value?.file.columns[value.column];
  return (
    <div className={styles.field}>
      <div className={styles.row}>
        <Upload
          accept=".txt,.xlsx,text/plain,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          showUploadList={false}
          maxCount={1}
          beforeUpload={(file) => {
            void send(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={submitting}>
            {value ? '重新选择文件' : '选择文件'}
          </Button>
        </Upload>
        <Typography.Text type="secondary">支持 .txt（UTF-8 或 GBK 编码）和 .xlsx，不超过 5MB</Typography.Text>
      </div>
      {value && (
        <>
          <div className={styles.row}>
            <Typography.Text strong>{value.file.file_name}</Typography.Text>
            <Tag>{value.file.kind === 'xlsx' ? 'Excel 表格' : '文本文件'}</Tag>
            <Typography.Text type="secondary">共 {value.file.chars} 字</Typography.Text>
          </div>
          {value.file.kind === 'xlsx' && (
            <div className={styles.row}>
              <Typography.Text>分析列：</Typography.Text>
              <Select
                aria-label="分析列"
                style={{ minWidth: 220, maxWidth: '100%' }}
                value={value.column}
                onChange={(index: number) => onChange({ file: value.file, column: index })}
                options={value.file.columns.map((c) => ({ value: c.index, label: `${c.name}（${c.rows} 条）` }))}
              />
            </div>
          )}
          {column && (
            <div>
              <Typography.Text type="secondary">
                {value.file.kind === 'xlsx'
                  ? `「${column.name}」列共 ${column.rows} 个单元格，前几条：`
                  : `共 ${column.rows} 行，前几行：`}
              </Typography.Text>
              <ul className={styles.sample}>
                {column.sample.map((line, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: sample lines may repeat
                  <li key={i}>{line}</li>
                ))}
              </ul>
            </div>
          )}
        </>
      )}
    </div>
  );
}
