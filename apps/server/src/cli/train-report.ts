import type { SentimentMetrics } from '@boguan/weibo/text/sentiment-model';
import type { TrainingRun } from '@boguan/weibo/text/sentiment-training-run';

export const METRICS_START = '<!-- sentiment-metrics:start (written by boguan train sentiment --metrics-doc) -->';
export const METRICS_END = '<!-- sentiment-metrics:end -->';

const percent = (value: number) => `${(value * 100).toFixed(1)} %`;

function rows(label: string, m: SentimentMetrics): string {
  return (
    `| ${label} | ${m.texts} | ${percent(m.accuracy)} | ${percent(m.neutralShare)} | ${percent(m.decidedAccuracy)} | ` +
    `${m.positive.precision.toFixed(3)} / ${m.positive.recall.toFixed(3)} / ${m.positive.f1.toFixed(3)} | ` +
    `${m.negative.precision.toFixed(3)} / ${m.negative.recall.toFixed(3)} / ${m.negative.f1.toFixed(3)} |`
  );
}

/** The metrics of a training run as a Markdown block (no dates: the same run writes the same text). */
export function metricsMarkdown(run: TrainingRun): string {
  const { corpus = 0, fromDb = 0, corrections = 0 } = run.trainedOn;
  return [
    `Trained on ${corpus + fromDb + corrections} texts (corpus ${corpus}, collected posts ${fromDb}, ` +
      `corrections ${corrections}); measured on the ${run.metrics.texts} held-aside texts it never saw.`,
    '',
    '| model | texts | accuracy | neutral | accuracy outside the band | positive P / R / F1 | negative P / R / F1 |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    rows('new', run.metrics),
    ...(run.baseline ? [rows('replaced', run.baseline)] : []),
  ].join('\n');
}

/** Replaces the marked block of a Markdown file (or appends one when it has none). */
export function replaceMetricsBlock(doc: string, block: string): string {
  const start = doc.indexOf(METRICS_START);
  const end = doc.indexOf(METRICS_END);
  const marked = `${METRICS_START}\n${block}\n${METRICS_END}`;
  if (start < 0 || end < start) return `${doc.replace(/\n*$/, '\n\n')}${marked}\n`;
  return doc.slice(0, start) + marked + doc.slice(end + METRICS_END.length);
}
