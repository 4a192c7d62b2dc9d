import { describe, expect, it } from 'vitest';
import { TEXT_COLORS } from './echart';
import { wordCloudOption } from './word-cloud-chart';

describe('the word cloud option', () => {
  it('draws each word horizontally, sized by the square root of its value, in colours that read on white', () => {
    const option = wordCloudOption(
      [
        { word: '口红', value: 100, label: '100 次' },
        { word: '好看', value: 25 },
        { word: '面膜', value: 1 },
      ],
      [12, 40],
    );
    const series = option.series[0];
    expect(series?.type).toBe('wordCloud');
    expect(series?.rotationRange).toEqual([0, 0]);
    // Words keep a gap, so neighbours do not read as one word; more around bigger words.
    expect(series?.gridSize).toBe(8);
    expect(wordCloudOption([{ word: '口红', value: 1 }], [14, 64]).series[0]?.gridSize).toBe(10);
    expect(series?.data).toEqual([
      { name: '口红', value: 100, label: '100 次', textStyle: { fontSize: 40, color: TEXT_COLORS[0] } },
      { name: '好看', value: 25, label: '25', textStyle: { fontSize: 24, color: TEXT_COLORS[1] } },
      { name: '面膜', value: 1, label: '1', textStyle: { fontSize: 12, color: TEXT_COLORS[2] } },
    ]);
    // Measured and drawn in one font stack, so placed words neither overlap nor touch.
    expect(series?.textStyle.fontFamily).toMatch(/WenQuanYi Micro Hei', sans-serif$/);
    const tooltip = option.tooltip.formatter({ name: '口红', data: series?.data[0] as never });
    expect(tooltip).toBe('口红：100 次');
  });
});
