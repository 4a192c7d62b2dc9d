import { NEUTRAL_BAND, scoreWith } from './sentiment.js';
import type { SentimentMetrics, SentimentModel } from './sentiment-model.js';
import {
  dedupeLabelled,
  type LabelledText,
  measure,
  splitHeldAside,
  type TrainOptions,
  trainModel,
} from './sentiment-train.js';

/** Where training texts come from; a text in two sources keeps the label of the first listed. */
export interface TrainingSources {
  /** Users' corrections: a person read the text, so their label wins. */
  corrections?: readonly LabelledText[];
  /** The licensed corpus. */
  corpus: readonly LabelledText[];
  /** Collected posts labelled at a distance by their emoticons. */
  fromDb?: readonly LabelledText[];
}

export interface TrainingRun {
  model: SentimentModel;
  /** The new model on the held-aside texts. */
  metrics: SentimentMetrics;
  /** The model it would replace, on the same held-aside texts; null when there is none. */
  baseline: SentimentMetrics | null;
  /** Whether the new model is at least as accurate as the baseline (always true without one). */
  notWorse: boolean;
  /** Training texts by source, after duplicates and contradictions are dropped. */
  trainedOn: Record<string, number>;
}

export type SourcedText = LabelledText & { source: 'corrections' | 'corpus' | 'fromDb' };

/** All sources in one set: each cleaned, then a text already taken from an earlier source skipped. */
export function mergeSources(sources: TrainingSources): SourcedText[] {
  const bySource: [SourcedText['source'], readonly LabelledText[]][] = [
    ['corrections', sources.corrections ?? []],
    ['corpus', sources.corpus],
    ['fromDb', sources.fromDb ?? []],
  ];
  const seen = new Set<string>();
  const merged: SourcedText[] = [];
  for (const [source, texts] of bySource) {
    for (const item of dedupeLabelled(texts)) {
      if (seen.has(item.text)) continue;
      seen.add(item.text);
      merged.push({ ...item, source });
    }
  }
  return merged;
}

/**
 * Merges the sources, holds one tenth aside (by text hash, so a text is always on the same side),
 * trains on the rest and measures the new model and the baseline on the held-aside tenth.
 */
export function runSentimentTraining(
  sources: TrainingSources,
  baseline: SentimentModel | null,
  options: TrainOptions = {},
): TrainingRun {
  const merged = mergeSources(sources);
  const { train, heldAside } = splitHeldAside(merged);
  const trainedOn: Record<string, number> = { corrections: 0, corpus: 0, fromDb: 0 };
  for (const item of train) trainedOn[item.source]! += 1;
  const model = trainModel(train, trainedOn, options);
  const metrics = measure(heldAside, (text) => scoreWith(model, text), NEUTRAL_BAND);
  model.header.metrics = metrics;
  const baselineMetrics = baseline ? measure(heldAside, (text) => scoreWith(baseline, text), NEUTRAL_BAND) : null;
  return {
    model,
    metrics,
    baseline: baselineMetrics,
    notWorse: baselineMetrics === null || metrics.accuracy >= baselineMetrics.accuracy,
    trainedOn,
  };
}
