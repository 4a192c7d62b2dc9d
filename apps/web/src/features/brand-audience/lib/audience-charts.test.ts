import { describe, expect, it } from 'vitest';
import { pct, regionMapOption, shareText } from './audience-charts';

const share = (count: number, n: number, low: number, high: number) => ({ count, n, share: count / n, low, high });

describe('audience charts', () => {
  it('says a share with its interval and sample', () => {
    expect(pct(0.1234)).toBe('12.3%');
    expect(shareText(share(5, 40, 0.0547, 0.2612))).toBe('12.5%（95%置信区间 5.5%–26.1%，n = 40）');
  });

  it('draws provinces on the map and leaves regions outside it (海外) to the list', () => {
    const option = regionMapOption({
      rows: [
        { name: '广东', share: share(6, 10, 0.31, 0.83) },
        { name: '海外', share: share(3, 10, 0.1, 0.6) },
        { name: '北京', share: share(1, 10, 0.02, 0.4) },
      ],
      unknown: 4,
    });
    expect(option.series[0]!.data.map((d) => [d.name, d.value])).toEqual([
      ['广东', 60],
      ['北京', 10],
    ]);
    expect(option.visualMap.max).toBe(60);
  });
});
