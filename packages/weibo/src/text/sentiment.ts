import { getJieba } from './segmenter.js';
import { getSentimentLexicon, type SentimentLexicon } from './sentiment-lexicon.js';
import { extractSpecials } from './tokenize.js';

export type SentimentLabel = 'positive' | 'neutral' | 'negative';

export interface SentimentResult {
  label: SentimentLabel;
  /** In [-1, 1]: (P - N) / (P + N + 1), see docs/metrics.md. */
  score: number;
  /** Sum of positive contributions (words and emoticons). */
  positive: number;
  /** Sum of negative contributions, as a positive number. */
  negative: number;
}

/** Weight of one emoticon: an explicit, unambiguous signal, a bit stronger than a plain word. */
export const EMOTICON_WEIGHT = 1.5;
/** Scores at or beyond ±this are labelled positive / negative. */
export const LABEL_THRESHOLD = 0.1;

// Clause boundaries: modifiers never reach across them.
const CLAUSE_BREAK = new Set(Array.from('，,。.！!？?；;：:、~～…\n（）()【】「」“”"'));

type Modifier = { kind: 'negation' } | { kind: 'degree'; weight: number };

/** Factor of a run of modifiers: each negation flips, each degree scales; "不太/不很" softens to -0.5. */
function modifierFactor(modifiers: readonly Modifier[]): number {
  let factor = 1;
  for (let i = 0; i < modifiers.length; i += 1) {
    const m = modifiers[i]!;
    const next = modifiers[i + 1];
    if (m.kind === 'negation' && next?.kind === 'degree') {
      factor *= -0.5;
      i += 1;
    } else factor *= m.kind === 'negation' ? -1 : m.weight;
  }
  return factor;
}

/**
 * Splits a token jieba kept whole but the lexicon lacks ("好开心", "不喜欢") into leading modifiers
 * and a sentiment core; null when no split gives a sentiment word.
 */
function decompose(token: string, lex: SentimentLexicon): { modifiers: Modifier[]; polarity: number } | null {
  const isModifier = (word: string) => lex.negation.has(word) || lex.degree.has(word);
  const modifiers: Modifier[] = [];
  let rest = token;
  while (rest.length > 1) {
    const two = rest.length > 2 ? rest.slice(0, 2) : '';
    const prefix = two && isModifier(two) ? two : isModifier(rest[0]!) ? rest[0]! : null;
    if (prefix === null) return null;
    modifiers.push(
      lex.negation.has(prefix) ? { kind: 'negation' } : { kind: 'degree', weight: lex.degree.get(prefix)! },
    );
    rest = rest.slice(prefix.length);
    const polarity = lex.polarity.get(rest);
    if (polarity !== undefined) return { modifiers, polarity };
  }
  return null;
}

/**
 * Lexicon sentiment of a Weibo text. Each sentiment word contributes its polarity times the factor
 * of the negation and degree words before it in the same clause (since the previous sentiment
 * word); each known emoticon contributes ±EMOTICON_WEIGHT.
 */
export function analyzeSentiment(text: string): SentimentResult {
  const lex = getSentimentLexicon();
  const specials = extractSpecials(text);
  let positive = 0;
  let negative = 0;
  const add = (value: number) => {
    if (value > 0) positive += value;
    else negative -= value;
  };
  for (const emoticon of specials.emoticons) add((lex.emoticons.get(emoticon) ?? 0) * EMOTICON_WEIGHT);
  const tokens = getJieba().cut(specials.text, false);
  let modifiers: Modifier[] = [];
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i]!;
    if (token.length === 1 && CLAUSE_BREAK.has(token)) {
      modifiers = [];
      continue;
    }
    const polarity = lex.polarity.get(token);
    const degree = lex.degree.get(token);
    // 好 / 特别 / 强 are both degree and sentiment words: before a sentiment word they are degree.
    const beforeSentiment = polarity !== undefined && degree !== undefined && lex.polarity.has(tokens[i + 1] ?? '');
    if (polarity !== undefined && !beforeSentiment) {
      add(polarity * modifierFactor(modifiers));
      modifiers = [];
    } else if (lex.negation.has(token)) modifiers.push({ kind: 'negation' });
    else if (degree !== undefined) modifiers.push({ kind: 'degree', weight: degree });
    else {
      const parts = decompose(token, lex);
      if (parts) {
        add(parts.polarity * modifierFactor([...modifiers, ...parts.modifiers]));
        modifiers = [];
      }
    }
  }
  const score = Math.round(((positive - negative) / (positive + negative + 1)) * 10_000) / 10_000;
  return { label: labelForScore(score), score, positive: round4(positive), negative: round4(negative) };
}

/** The label of a stored score: neutral inside the band around 0, see docs/metrics.md. */
export function labelForScore(score: number): SentimentLabel {
  return score >= LABEL_THRESHOLD ? 'positive' : score <= -LABEL_THRESHOLD ? 'negative' : 'neutral';
}

function round4(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}
