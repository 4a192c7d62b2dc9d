import { FEATURE_BUCKETS, textFeatures } from './sentiment-features.js';
import { quantiseModel, type SentimentMetrics, type SentimentModel } from './sentiment-model.js';

/** One training text and its label (the model is binary: positive or negative). */
export interface LabelledText {
  text: string;
  positive: boolean;
}

export interface TrainOptions {
  epochs?: number;
  /** Adagrad base step. */
  learningRate?: number;
  /** L2 penalty per update of an active weight. */
  l2?: number;
  /** Seeds the order the texts are visited in each epoch. */
  seed?: number;
}

/** Chosen on the held-aside split of the corpus (docs/metrics.md). */
export const TRAIN_DEFAULTS = { epochs: 4, learningRate: 0.2, l2: 1e-6, seed: 1 } as const;

/** Share of the texts held aside for evaluation: those whose hash falls in one tenth. */
const HELD_ASIDE_MODULO = 10;

/** FNV-1a of a string: decides the split, so it depends on the text alone, never on order. */
function textHash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/**
 * Cleans a set of labelled texts: trims, drops empties, keeps the first of duplicates and drops
 * texts labelled both ways (the corpus holds a few dozen).
 */
export function dedupeLabelled(texts: readonly LabelledText[]): LabelledText[] {
  const labels = new Map<string, boolean | null>();
  for (const { text, positive } of texts) {
    const key = text.trim();
    if (key === '') continue;
    const seen = labels.get(key);
    if (seen === undefined) labels.set(key, positive);
    else if (seen !== positive) labels.set(key, null);
  }
  const out: LabelledText[] = [];
  for (const [text, positive] of labels) if (positive !== null) out.push({ text, positive });
  return out;
}

/** The fixed split: a text is held aside by its hash, so the same text is always on the same side. */
export function splitHeldAside<T extends LabelledText>(texts: readonly T[]): { train: T[]; heldAside: T[] } {
  const train: T[] = [];
  const heldAside: T[] = [];
  for (const item of texts) (textHash(item.text) % HELD_ASIDE_MODULO === 0 ? heldAside : train).push(item);
  return { train, heldAside };
}

/** Mulberry32: a small seeded generator for the visiting order. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

/**
 * Logistic regression by Adagrad over the texts' n-gram features (each occurrence weighs
 * 1/√count, as at prediction). Deterministic for a given input and seed.
 */
export function trainWeights(
  texts: readonly LabelledText[],
  options: TrainOptions = {},
): { weights: Float32Array; bias: number } {
  const { epochs, learningRate, l2, seed } = { ...TRAIN_DEFAULTS, ...options };
  const features = texts.map((t) => {
    const f = textFeatures(t.text);
    return f.buckets.slice(0, f.count);
  });
  const weights = new Float32Array(FEATURE_BUCKETS);
  const squares = new Float32Array(FEATURE_BUCKETS);
  let bias = 0;
  let biasSquares = 0;
  const order = texts.map((_, i) => i);
  const random = seededRandom(seed);
  for (let epoch = 0; epoch < epochs; epoch += 1) {
    for (let i = order.length - 1; i > 0; i -= 1) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    for (const index of order) {
      const buckets = features[index]!;
      if (buckets.length === 0) continue;
      const x = 1 / Math.sqrt(buckets.length);
      let z = bias;
      for (const b of buckets) z += weights[b]! * x;
      const gradient = sigmoid(z) - (texts[index]!.positive ? 1 : 0);
      for (const b of buckets) {
        const g = gradient * x + l2 * weights[b]!;
        squares[b] = squares[b]! + g * g;
        weights[b] = weights[b]! - (learningRate * g) / Math.sqrt(squares[b]! + 1e-8);
      }
      biasSquares += gradient * gradient;
      bias -= (learningRate * gradient) / Math.sqrt(biasSquares + 1e-8);
    }
  }
  return { weights, bias };
}

/** Trains and quantises a model; its metrics are measured by the caller on the held-aside texts. */
export function trainModel(
  texts: readonly LabelledText[],
  trainedOn: Record<string, number>,
  options: TrainOptions = {},
): SentimentModel {
  const { weights, bias } = trainWeights(texts, options);
  return quantiseModel(weights, bias, trainedOn, null);
}

const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

function classFigures(truePositive: number, predicted: number, actual: number) {
  const precision = predicted > 0 ? truePositive / predicted : 0;
  const recall = actual > 0 ? truePositive / actual : 0;
  const f1 = precision + recall > 0 ? (2 * precision * recall) / (precision + recall) : 0;
  return { precision: round4(precision), recall: round4(recall), f1: round4(f1) };
}

/** Scores labelled texts with `score` (in [−1, 1]) and measures it; `band` is the neutral band. */
export function measure(
  texts: readonly LabelledText[],
  score: (text: string) => number,
  band: number,
): SentimentMetrics {
  let correct = 0;
  let neutral = 0;
  let decidedCorrect = 0;
  const counts = { tp: 0, predictedPositive: 0, tn: 0, predictedNegative: 0, positives: 0, negatives: 0 };
  for (const { text, positive } of texts) {
    const s = score(text);
    // A score of exactly 0 says nothing: it counts as wrong, not as a lucky guess either way.
    const saysPositive = s > 0;
    const saysNegative = s < 0;
    if ((positive && saysPositive) || (!positive && saysNegative)) correct += 1;
    if (positive) counts.positives += 1;
    else counts.negatives += 1;
    if (saysPositive) {
      counts.predictedPositive += 1;
      if (positive) counts.tp += 1;
    }
    if (saysNegative) {
      counts.predictedNegative += 1;
      if (!positive) counts.tn += 1;
    }
    if (Math.abs(s) < band) neutral += 1;
    else if (positive === saysPositive) decidedCorrect += 1;
  }
  const total = texts.length;
  return {
    texts: total,
    accuracy: round4(total > 0 ? correct / total : 0),
    neutralShare: round4(total > 0 ? neutral / total : 0),
    decidedAccuracy: round4(total - neutral > 0 ? decidedCorrect / (total - neutral) : 0),
    positive: classFigures(counts.tp, counts.predictedPositive, counts.positives),
    negative: classFigures(counts.tn, counts.predictedNegative, counts.negatives),
  };
}
