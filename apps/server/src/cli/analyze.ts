import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { analyzeHotSearch } from '@boguan/weibo/analytics/hot-search';
import { analyzePropagation } from '@boguan/weibo/analytics/propagation';
import { readHotSearchArchive } from '@boguan/weibo/parse/hot-search';
import { parseRepostLines } from '@boguan/weibo/parse/reposts';
import { toChinaIso } from '@boguan/weibo/parse/time';
import { extractKeywords } from '@boguan/weibo/text/keywords';
import { analyzeSentiment } from '@boguan/weibo/text/sentiment';
import { intFlag, type ParsedArgs, UsageError, writeLine } from './args.js';

/**
 * The root of a cascade file without --root: the one mid that reposts point at but that is not
 * itself a repost in the file ("root" when lines only ever say "repost of the root").
 */
function inferRoot(reposts: { mid: string; parentMid: string | null; rootMid: string }[]): string {
  const named = reposts.find((r) => r.rootMid)?.rootMid;
  if (named) return named;
  const mids = new Set(reposts.map((r) => r.mid));
  const outside = new Set(reposts.map((r) => r.parentMid).filter((p): p is string => p !== null && !mids.has(p)));
  return outside.size === 1 ? ([...outside][0] as string) : 'root';
}

async function propagation(args: ParsedArgs): Promise<void> {
  const file = args.positional[2];
  if (!file) throw new UsageError('usage: analyze propagation <reposts.jsonl> [--root MID]');
  const parsed = parseRepostLines(readFileSync(file, 'utf8'), { rootMid: args.flags.get('root') });
  const rootMid = args.flags.get('root') ?? inferRoot(parsed.reposts);
  const records = parsed.reposts.map((r) => ({ ...r, rootMid }));
  const result = analyzePropagation(records, { rootMid });
  writeLine({
    ...result,
    curve: result.curve.map((b) => ({ ...b, start: toChinaIso(b.start) })),
    tippingPoint: result.tippingPoint ? { ...result.tippingPoint, start: toChinaIso(result.tippingPoint.start) } : null,
    problems: parsed.problems,
  });
}

async function hotSearch(args: ParsedArgs): Promise<void> {
  const dir = args.positional[2];
  if (!dir) throw new UsageError('usage: analyze hot-search <archive-dir>');
  const parsed = await readHotSearchArchive(dir);
  const analysis = analyzeHotSearch(parsed.entries);
  const line = (t: (typeof analysis.titles)[number], isAd: boolean) => ({
    title: t.title,
    snapshots: t.snapshots,
    peakRank: t.peakRank,
    firstSeen: toChinaIso(t.firstSeen),
    lastSeen: toChinaIso(t.lastSeen),
    peakHeat: t.peakHeat,
    timeOnListSeconds: Math.round(t.timeOnListMs / 1000),
    ...(isAd ? { ad: true } : {}),
  });
  for (const title of analysis.titles) writeLine(line(title, false));
  for (const ad of analysis.ads) writeLine(line(ad, true));
  for (const problem of parsed.problems) process.stderr.write(`${JSON.stringify({ problem })}\n`);
}

async function sentiment(): Promise<void> {
  const lines = createInterface({ input: process.stdin, crlfDelay: Number.POSITIVE_INFINITY });
  let lineNo = 0;
  for await (const raw of lines) {
    lineNo += 1;
    if (raw.trim() === '') continue;
    let text: unknown;
    try {
      text = (JSON.parse(raw) as { text?: unknown }).text;
    } catch {
      text = undefined;
    }
    if (typeof text !== 'string') {
      writeLine({ error: `line ${lineNo}: expected {"text": "..."}` });
      continue;
    }
    const result = analyzeSentiment(text);
    writeLine({ label: result.label, score: result.score });
  }
}

async function keywords(args: ParsedArgs): Promise<void> {
  const file = args.positional[2];
  if (!file) throw new UsageError('usage: analyze keywords <text-file> [--top K]');
  const top = intFlag(args, 'top', 20, 1, 1000);
  for (const keyword of extractKeywords(readFileSync(file, 'utf8'), top)) writeLine(keyword);
}

export async function analyzeCommand(args: ParsedArgs): Promise<void> {
  const what = args.positional[1];
  if (what === 'propagation') return propagation(args);
  if (what === 'hot-search') return hotSearch(args);
  if (what === 'sentiment') return sentiment();
  if (what === 'keywords') return keywords(args);
  throw new UsageError('usage: analyze <propagation|hot-search|sentiment|keywords> ...');
}
