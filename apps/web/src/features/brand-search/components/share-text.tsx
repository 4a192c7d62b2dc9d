import type { Share } from '@boguan/contracts/brand-search.api';
import { Typography } from 'antd';
import { formatPercent } from '../../../lib/format';

/** A share with its sample size and Wilson 95 % interval beside it: 23.5%（n=120，95%区间 16.8%–31.8%）. */
export function ShareText({ share }: { share: Share }) {
  return (
    <span>
      <b>{formatPercent(share.share, 1)}</b>{' '}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        （n={share.n}
        {share.n > 0 && `，95%区间 ${formatPercent(share.low, 1)}–${formatPercent(share.high, 1)}`}）
      </Typography.Text>
    </span>
  );
}
