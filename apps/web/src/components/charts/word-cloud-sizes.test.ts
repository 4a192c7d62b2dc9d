import { describe, expect, it } from 'vitest';
import { CARD_CLOUD_PX, cloudSizes } from './word-cloud-sizes';

describe('word cloud sizes', () => {
  it('scales sizes by the square root of the value between the bounds', () => {
    const [min, max] = CARD_CLOUD_PX;
    const sizes = cloudSizes(
      [
        { word: '口红', value: 100 },
        { word: '护肤', value: 25 },
        { word: '面膜', value: 1 },
      ],
      CARD_CLOUD_PX,
    );
    expect(sizes.map((s) => s.size)).toEqual([max, Math.round(min + (4 / 9) * (max - min)), min]);
  });
  it('gives equal values the middle size and nothing to an empty list', () => {
    expect(cloudSizes([], [10, 30])).toEqual([]);
    expect(cloudSizes([{ word: 'a', value: 3 }], [10, 30])[0]?.size).toBe(20);
  });
  it('sizes TF-IDF weights below 1 like counts', () => {
    const sizes = cloudSizes(
      [
        { word: '联觉', value: 0.64 },
        { word: '音律', value: 0.16 },
      ],
      [10, 30],
    );
    expect(sizes.map((s) => s.size)).toEqual([30, 10]);
  });
});
