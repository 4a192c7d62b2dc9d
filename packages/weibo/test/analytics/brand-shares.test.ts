import { describe, expect, it } from 'vitest';
import { analyzeBrands, netSentiment } from '../../src/analytics/brands.js';
import { shareInterval } from '../../src/analytics/share-interval.js';
import type { Brand } from '../../src/model.js';

describe('net sentiment = (positive − negative) / (positive + negative)', () => {
  it('leaves neutral mentions out and is 0 when no mention takes a side', () => {
    expect(netSentiment(2, 1)).toBe(0.3333);
    expect(netSentiment(0, 4)).toBe(-1);
    expect(netSentiment(5, 0)).toBe(1);
    expect(netSentiment(3, 3)).toBe(0);
    expect(netSentiment(0, 0)).toBe(0);
  });

  it('is what analyzeBrands reports, however many neutral mentions there are', () => {
    const brand: Brand = { id: 'b1', cnName: '栖霞露', enName: 'QXL', aliases: [], categories: [], logo: '' };
    const labels = ['positive', 'positive', 'negative', 'neutral', 'neutral', 'neutral'] as const;
    const posts = labels.map((sentiment, i) => ({ mid: String(i), uid: `u${i}`, text: '栖霞露的面霜', sentiment }));
    const [stats] = analyzeBrands(posts, [brand]);
    // 2 positive, 1 negative, 3 neutral: (2 − 1) / (2 + 1) = 0.3333 (the old ÷ mentions gave 1/6).
    expect(stats).toMatchObject({ mentions: 6, positive: 2, negative: 1, neutral: 3, netSentiment: 0.3333 });
    const [onlyNeutral] = analyzeBrands(posts.slice(3), [brand]);
    expect(onlyNeutral).toMatchObject({ mentions: 3, netSentiment: 0 });
  });
});

describe('share with its Wilson 95% interval', () => {
  // Wilson: centre = (p + z²/2n) / (1 + z²/n), half-width = z / (1 + z²/n) · √(p(1 − p)/n + z²/4n²),
  // z = 1.959964, z² = 3.841459.
  it('7 of 10', () => {
    // p = 0.7, z²/n = 0.3841459, denominator 1.3841459; centre = (0.7 + 0.1920729) / 1.3841459 = 0.6444934;
    // half = 1.4160097 · √(0.021 + 0.0096036) = 1.4160097 · 0.1749390 = 0.2477153.
    expect(shareInterval(7, 10)).toEqual({ share: 0.7, low: 0.3968, high: 0.8922, n: 10 });
  });

  it('50 of 100: symmetric around one half', () => {
    // centre 0.5; half = (1.959964 / 1.0384146) · √(0.0025 + 0.0000960) = 1.8874581 · 0.0509513 = 0.0961685.
    expect(shareInterval(50, 100)).toEqual({ share: 0.5, low: 0.4038, high: 0.5962, n: 100 });
  });

  it('0 and all of 10: the interval stays inside [0, 1] and is not empty', () => {
    // k = 0: centre = 0.1920729 / 1.3841459 = 0.1387664 = half, so [0, 2 · 0.1387664].
    expect(shareInterval(0, 10)).toEqual({ share: 0, low: 0, high: 0.2775, n: 10 });
    expect(shareInterval(10, 10)).toEqual({ share: 1, low: 0.7225, high: 1, n: 10 });
  });

  it('a small sample is wide, a large one narrow', () => {
    // 1 of 3: p = 1/3, z²/n = 1.2804863, centre = (0.3333333 + 0.6402431) / 2.2804863 = 0.4269162;
    // half = 0.8594500 · √(0.0740741 + 0.1067072) = 0.8594500 · 0.4251838 = 0.3654242.
    expect(shareInterval(1, 3)).toEqual({ share: 0.3333, low: 0.0615, high: 0.7923, n: 3 });
    // 120 of 400: centre = (0.3 + 0.0048018) / 1.0096036 = 0.3019025;
    // half = 1.9413202 · √(0.000525 + 0.0000060) = 1.9413202 · 0.0230435 = 0.0447348.
    expect(shareInterval(120, 400)).toEqual({ share: 0.3, low: 0.2572, high: 0.3466, n: 400 });
  });

  it('an empty sample knows nothing; impossible counts are refused', () => {
    expect(shareInterval(0, 0)).toEqual({ share: 0, low: 0, high: 1, n: 0 });
    expect(() => shareInterval(3, 2)).toThrow(RangeError);
    expect(() => shareInterval(-1, 2)).toThrow(RangeError);
    expect(() => shareInterval(1.5, 2)).toThrow(RangeError);
  });
});
