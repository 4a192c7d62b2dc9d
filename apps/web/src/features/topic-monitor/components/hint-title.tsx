import { InfoCircleOutlined } from '@ant-design/icons';
import { Tooltip } from 'antd';

/** A figure's name with its ⓘ: the formula in a tooltip that a keyboard reaches too. */
export function HintTitle({ label, hint }: { label: string; hint: string }) {
  return (
    <span>
      {label}{' '}
      <Tooltip title={hint}>
        <InfoCircleOutlined tabIndex={0} role="img" aria-label={`${label}说明：${hint}`} />
      </Tooltip>
    </span>
  );
}
