import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DEFAULT_CORPUS_DIR, parseCorrectionsTsv, readCorpusDir } from '@boguan/weibo/text/sentiment-corpus';
import { distantLabel } from '@boguan/weibo/text/sentiment-emoticons';
import { decodeModel, encodeModel, type SentimentModel } from '@boguan/weibo/text/sentiment-model';
import type { LabelledText } from '@boguan/weibo/text/sentiment-train';
import { runSentimentTraining } from '@boguan/weibo/text/sentiment-training-run';
import pino from 'pino';
import { startRuntime } from '../bootstrap.js';
import { loadConfig } from '../config/config.js';
import { type ScoredTable, scoredTexts } from '../modules/weibo-data/sentiment.repository.js';
import { intFlag, type ParsedArgs, UsageError, writeLine } from './args.js';
import { metricsMarkdown, replaceMetricsBlock } from './train-report.js';

const USAGE =
  'usage: train sentiment --out FILE [--corpus DIR] [--from-db [--limit N]] [--corrections FILE.tsv] ' +
  '[--metrics-doc FILE.md] [--force] [--epochs N] [--seed N]';

/**
 * Posts and comments of the database whose emoticons label them (see distantLabel), read in key
 * order until `limit` labelled texts are found.
 */
async function distantTextsFromDb(limit: number): Promise<LabelledText[]> {
  const runtime = await startRuntime(loadConfig(), { log: pino({ level: 'warn' }, pino.destination(2)) });
  const out: LabelledText[] = [];
  try {
    for (const table of ['weibo_posts', 'weibo_comments'] as ScoredTable[]) {
      let after = '';
      while (out.length < limit) {
        const rows = await scoredTexts(runtime.ctx.db, table, after, 2000, { emoticonsOnly: true });
        if (rows.length === 0) break;
        for (const row of rows) {
          const labelled = distantLabel(row.text);
          if (labelled && out.length < limit) out.push(labelled);
        }
        after = rows.at(-1)!.key;
      }
    }
  } finally {
    await runtime.database.close();
  }
  return out;
}

/** The model a run would replace: the file at --out, when there is one this engine can read. */
function currentModelAt(file: string): SentimentModel | null {
  if (!existsSync(file)) return null;
  try {
    return decodeModel(readFileSync(file));
  } catch (error) {
    writeLine({ note: `the file at --out is not comparable and will be replaced: ${(error as Error).message}` });
    return null;
  }
}

/**
 * `train sentiment`: trains the sentiment model on the corpus (and, with --from-db, on collected
 * posts labelled by their emoticons, and with --corrections, on users' corrections), prints its
 * metrics on the held-aside tenth beside those of the model at --out, and writes the new model
 * unless it is less accurate there (--force writes it anyway).
 */
export async function trainCommand(args: ParsedArgs): Promise<void> {
  if (args.positional[1] !== 'sentiment') throw new UsageError(USAGE);
  const out = args.flags.get('out');
  if (!out || out === 'true') throw new UsageError(USAGE);
  const corpusDir = args.flags.get('corpus') ?? fileURLToPath(DEFAULT_CORPUS_DIR);
  const corpus = readCorpusDir(corpusDir);
  const correctionsFile = args.flags.get('corrections');
  const corrections = correctionsFile
    ? parseCorrectionsTsv(readFileSync(correctionsFile, 'utf8'), correctionsFile)
    : [];
  const fromDb = args.flags.has('from-db')
    ? await distantTextsFromDb(intFlag(args, 'limit', 500_000, 1, 10_000_000))
    : [];
  writeLine({ sources: { corpus: corpus.length, fromDb: fromDb.length, corrections: corrections.length } });

  const options = {
    epochs: intFlag(args, 'epochs', 4, 1, 100),
    seed: intFlag(args, 'seed', 1, 0, 2 ** 31 - 1),
  };
  const run = runSentimentTraining({ corpus, fromDb, corrections }, currentModelAt(out), options);
  writeLine({ trainedOn: run.trainedOn, heldAside: run.metrics });
  if (run.baseline) writeLine({ current: run.baseline });

  const docFile = args.flags.get('metrics-doc');
  if (!run.notWorse && !args.flags.has('force')) {
    throw new Error(
      `not replacing ${out}: accuracy ${run.metrics.accuracy} on the held-aside texts is below the current ` +
        `model's ${run.baseline?.accuracy} (use --force to replace it anyway)`,
    );
  }
  const bytes = encodeModel(run.model);
  writeFileSync(out, bytes);
  writeLine({ written: out, bytes: bytes.length });
  if (docFile) {
    writeFileSync(docFile, replaceMetricsBlock(readFileSync(docFile, 'utf8'), metricsMarkdown(run)));
    writeLine({ metricsDoc: docFile });
  }
}
