import { DATASET_HINTS, DATASET_LABELS, DATASETS, type Dataset } from '@boguan/contracts/data-export';
import { Radio, Typography } from 'antd';
import styles from './data-export.module.css';

/** The seven datasets as cards of one radio group, each with what it holds. */
export function DatasetPicker({ value, onChange }: { value: Dataset; onChange: (dataset: Dataset) => void }) {
  return (
    <Radio.Group
      className={styles.datasets}
      aria-label="数据集"
      value={value}
      onChange={(e) => onChange(e.target.value as Dataset)}
    >
      {DATASETS.map((dataset) => (
        <Radio
          key={dataset}
          value={dataset}
          className={`${styles.dataset} ${dataset === value ? styles.datasetChecked : ''}`}
        >
          <Typography.Text strong>{DATASET_LABELS[dataset]}</Typography.Text>
          <span className={styles.hint}>{DATASET_HINTS[dataset]}</span>
        </Radio>
      ))}
    </Radio.Group>
  );
}
