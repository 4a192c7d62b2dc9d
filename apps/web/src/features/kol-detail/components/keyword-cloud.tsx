import { TEXT_COLORS } from '../../../components/charts/echart';
import { cloudOrder, cloudSizes } from '../lib/tag-cloud';

/** The top words as a weighted tag cloud (no word-cloud plugin in the build). */
export function KeywordCloud({ words }: { words: { word: string; count: number }[] }) {
  const sized = cloudOrder(cloudSizes(words));
  return (
    <div
      role="img"
      aria-label="关键词云"
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        justifyContent: 'center',
        alignItems: 'center',
        gap: '4px 14px',
        minHeight: 260,
        padding: 8,
      }}
    >
      {sized.map((w, i) => (
        <span
          key={w.word}
          title={`${w.word}：${w.count} 次`}
          style={{
            fontSize: w.size,
            color: TEXT_COLORS[i % TEXT_COLORS.length],
            lineHeight: 1.3,
            whiteSpace: 'nowrap',
          }}
        >
          {w.word}
        </span>
      ))}
    </div>
  );
}
