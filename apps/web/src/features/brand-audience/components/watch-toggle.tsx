import { BRAND_ALERT_RULE_TEXT, BrandAlertMessage } from '@boguan/contracts/brand-alert';
import { App, Switch, Tooltip, Typography } from 'antd';
import { useBrandWatchState, useToggleBrandWatch } from '../api/brand-audience-api';

/** 品牌预警 on / off for one brand (messages in the message centre when its volume or negative share jumps). */
export function WatchToggle({ brandId, brandName }: { brandId: string; brandName: string }) {
  const state = useBrandWatchState(brandId);
  const toggle = useToggleBrandWatch();
  const { message } = App.useApp();
  const watching = state.data?.watching ?? false;
  return (
    <Tooltip title={BRAND_ALERT_RULE_TEXT}>
      <span>
        <Switch
          size="small"
          checked={watching}
          loading={state.isLoading || toggle.isPending}
          aria-label={`品牌预警：${brandName}`}
          onChange={async (next) => {
            const done = await toggle.mutateAsync({ brandId, watch: next }).catch(() => null);
            if (done) message.success(next ? BrandAlertMessage.watched : BrandAlertMessage.unwatched);
          }}
        />{' '}
        <Typography.Text>品牌预警</Typography.Text>
      </span>
    </Tooltip>
  );
}
