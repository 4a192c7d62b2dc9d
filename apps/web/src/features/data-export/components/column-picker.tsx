import { DATASET_COLUMNS, DataExportMessage, type Dataset } from '@boguan/contracts/data-export';
import { Checkbox, Typography } from 'antd';
import styles from './data-export.module.css';

/** The dataset's columns in file order, all ticked at first; at least one must stay. */
export function ColumnPicker({
  dataset,
  value,
  onChange,
}: {
  dataset: Dataset;
  value: string[];
  onChange: (columns: string[]) => void;
}) {
  const columns = DATASET_COLUMNS[dataset];
  const all = value.length === columns.length;
  return (
    <div>
      <Checkbox
        checked={all}
        indeterminate={value.length > 0 && !all}
        onChange={(e) => onChange(e.target.checked ? columns.map((c) => c.key) : [])}
      >
        全选（{value.length}/{columns.length}）
      </Checkbox>
      <Checkbox.Group<string>
        className={styles.columns}
        aria-label="导出列"
        value={value}
        // Kept in file order, whatever order they were ticked in.
        onChange={(picked) => onChange(columns.map((c) => c.key).filter((key) => picked.includes(key)))}
        options={columns.map((c) => ({ value: c.key, label: c.label }))}
      />
      {value.length === 0 && (
        <Typography.Text type="danger" role="alert">
          {DataExportMessage.columns}
        </Typography.Text>
      )}
    </div>
  );
}
