import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { emoticonLogit } from './sentiment-emoticons.js';
import { textFeatures } from './sentiment-features.js';
import { lexiconLogit, readUserLexicon, type UserLexicon } from './sentiment-lexicon.js';
import { decodeModel, type SentimentModel, textLogit } from './sentiment-model.js';

export type SentimentLabel = 'positive' | 'neutral' | 'negative';

export interface SentimentResult {
  label: SentimentLabel;
  /** In [−1, 1]: 2p − 1 for the model's probability p that the text is positive; 0 for no content. */
  score: number;
}

/**
 * Scores inside ±NEUTRAL_BAND are neutral: the model is between 40 % and 60 % sure either way, or
 * the text says nothing it can read. See docs/metrics.md for how the band was chosen.
 */
export const NEUTRAL_BAND = 0.2;

/** The model shipped with the engine (trained by `boguan train sentiment`, committed). */
export const DEFAULT_MODEL_URL = new URL('../../model/sentiment.bin', import.meta.url);

let model: SentimentModel | null = null;
let userLexicon: UserLexicon | null = null;
/** Identifies the scores the engine gives: a digest of the model and lexicon in use. */
let version: string | null = null;

export interface SentimentConfig {
  /** A model file of one's own (from `boguan train sentiment --out`); default: the shipped one. */
  modelFile?: string;
  /** A lexicon of one's own (`word<TAB>weight` lines) added on top of the model; default: none. */
  lexiconFile?: string;
}

/** Points the engine at another model or adds a lexicon; throws with a reason on a bad file. */
export function configureSentiment(config: SentimentConfig): void {
  model = config.modelFile ? decodeModel(readFileSync(config.modelFile)) : null;
  userLexicon = config.lexiconFile ? readUserLexicon(config.lexiconFile) : null;
  version = null;
}

/**
 * A short digest of the model and lexicon in use: stored scores made under another version are
 * rescored (apps/server weibo-data sentiment-rescore job).
 */
export function sentimentVersion(): string {
  if (version) return version;
  const current = getSentimentModel();
  const hash = createHash('sha256');
  hash.update(JSON.stringify({ ...current.header, metrics: null, trainedOn: null }));
  hash.update(current.weights);
  if (userLexicon) hash.update(userLexicon.digest);
  version = hash.digest('hex').slice(0, 16);
  return version;
}

export function getSentimentModel(): SentimentModel {
  model ??= decodeModel(readFileSync(DEFAULT_MODEL_URL));
  return model;
}

/** Scores one text with a given model (training and evaluation compare two). */
export function scoreWith(current: SentimentModel, text: string): number {
  const features = textFeatures(text);
  let logit = textLogit(current, features.buckets, features.count) + emoticonLogit(features.emoticons);
  if (userLexicon) logit += lexiconLogit(userLexicon, text);
  if (logit === 0) return 0;
  // tanh(z/2) = 2σ(z) − 1.
  return Math.round(Math.tanh(logit / 2) * 10_000) / 10_000;
}

/**
 * Sentiment of a Weibo text: the model's reading of its words (markup taken out, negation marked)
 * plus its emoticons. Empty or punctuation-only texts score 0 and are neutral.
 */
export function analyzeSentiment(text: string): SentimentResult {
  const score = scoreWith(getSentimentModel(), text);
  return { label: labelForScore(score), score };
}

/** The label of a score, stored or fresh: neutral inside the band around 0. */
export function labelForScore(score: number): SentimentLabel {
  return score >= NEUTRAL_BAND ? 'positive' : score <= -NEUTRAL_BAND ? 'negative' : 'neutral';
}
