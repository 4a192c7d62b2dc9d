import { FEATURE_BUCKETS, NEGATION_WINDOW } from './sentiment-features.js';

/**
 * The sentiment model file: a logistic regression over hashed n-gram buckets, weights quantised to
 * int8 (one scale for all). Layout: the 8 bytes "BGSENT01", a uint32 (little endian) header
 * length, the header as UTF-8 JSON, then one int8 weight per bucket.
 */
const MAGIC = 'BGSENT01';

export interface SentimentMetrics {
  /** Texts of the held-aside split. */
  texts: number;
  /** Share labelled right when the sign of the score decides (no neutral band). */
  accuracy: number;
  /** Share of texts whose score falls inside the neutral band. */
  neutralShare: number;
  /** Accuracy over the texts outside the band. */
  decidedAccuracy: number;
  positive: { precision: number; recall: number; f1: number };
  negative: { precision: number; recall: number; f1: number };
}

export interface SentimentModelHeader {
  format: 1;
  buckets: number;
  negationWindow: number;
  bias: number;
  /** weight = int8 value × scale. */
  scale: number;
  /** What it was trained on, e.g. { corpus: 17411, fromDb: 0, corrections: 0 } texts. */
  trainedOn: Record<string, number>;
  /** On its held-aside split. */
  metrics: SentimentMetrics | null;
}

export interface SentimentModel {
  header: SentimentModelHeader;
  weights: Int8Array;
}

/** Quantises trained float weights into a model. */
export function quantiseModel(
  weights: Float32Array,
  bias: number,
  trainedOn: Record<string, number>,
  metrics: SentimentMetrics | null,
): SentimentModel {
  let maxAbs = 0;
  for (const w of weights) maxAbs = Math.max(maxAbs, Math.abs(w));
  const scale = maxAbs > 0 ? maxAbs / 127 : 1;
  const q = new Int8Array(weights.length);
  for (let i = 0; i < weights.length; i += 1) q[i] = Math.round(weights[i]! / scale);
  return {
    header: { format: 1, buckets: weights.length, negationWindow: NEGATION_WINDOW, bias, scale, trainedOn, metrics },
    weights: q,
  };
}

export function encodeModel(model: SentimentModel): Buffer {
  const header = Buffer.from(JSON.stringify(model.header), 'utf8');
  const length = Buffer.alloc(4);
  length.writeUInt32LE(header.length);
  return Buffer.concat([
    Buffer.from(MAGIC, 'latin1'),
    length,
    header,
    Buffer.from(model.weights.buffer, model.weights.byteOffset, model.weights.length),
  ]);
}

/** Reads a model file; throws with a one-line reason when it is not one this engine can use. */
export function decodeModel(bytes: Uint8Array): SentimentModel {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buffer.length < 12 || buffer.toString('latin1', 0, 8) !== MAGIC) {
    throw new Error('not a Boguan sentiment model (bad magic)');
  }
  const headerLength = buffer.readUInt32LE(8);
  const header = JSON.parse(buffer.toString('utf8', 12, 12 + headerLength)) as SentimentModelHeader;
  if (header.format !== 1 || header.buckets !== FEATURE_BUCKETS || header.negationWindow !== NEGATION_WINDOW) {
    throw new Error(
      `sentiment model built for other features (format ${header.format}, ${header.buckets} buckets, ` +
        `negation window ${header.negationWindow}): retrain it with boguan train sentiment`,
    );
  }
  const start = 12 + headerLength;
  if (buffer.length - start !== header.buckets) throw new Error('sentiment model truncated');
  // Copy: the weights must not alias a pooled Buffer.
  const weights = new Int8Array(header.buckets);
  weights.set(new Int8Array(buffer.buffer, buffer.byteOffset + start, header.buckets));
  return { header, weights };
}

/**
 * The text part of the logit: bias plus the mean-scaled sum of the n-gram weights (divided by the
 * square root of the feature count, the L2 norm of the count vector for distinct features, so a
 * long text does not saturate on length alone). 0 when the text has no features.
 */
export function textLogit(model: SentimentModel, buckets: Int32Array, count: number): number {
  if (count === 0) return 0;
  const { weights } = model;
  let sum = 0;
  for (let i = 0; i < count; i += 1) sum += weights[buckets[i]!]!;
  return model.header.bias + (sum * model.header.scale) / Math.sqrt(count);
}
