// `npm run boguan -- <command>`: the engine without the web UI. Output is JSON, one object per line.
import { ConfigError } from '../config/config.js';
import { DataDirBusyError } from '../db/data-dir-lock.js';
import { analyzeCommand } from './analyze.js';
import { parseArgs, UsageError } from './args.js';
import { giftsCommand } from './gifts.js';
import { importCommand } from './import.js';
import { jobsCommand } from './jobs.js';
import { simulateCommand } from './simulate.js';
import { trainCommand } from './train.js';

const HELP = `boguan <command>
  import <weibo-json|hot-search-archive|reposts-jsonl|crawler-csv> <path> [--root MID] [--uid UID]
  simulate --days N [--seed S] [--bloggers N]
  analyze propagation <reposts.jsonl> [--root MID]
  analyze hot-search <archive-dir>
  analyze sentiment            (lines {"text": ...} on stdin)
  analyze keywords <text-file> [--top K]
  train sentiment --out FILE [--corpus DIR] [--from-db [--limit N]] [--corrections FILE.tsv] [--metrics-doc FILE.md] [--force]
  gifts --level 30|40 --days N [--count N] [--batch NAME] [--redeem-before YYYY-MM-DD]
  jobs [--kind K] [--limit N]  |  jobs <id>  |  jobs --stope-task <task id>   (a job's history, restarts included)`;

const commands: Record<string, (args: ReturnType<typeof parseArgs>) => Promise<void>> = {
  import: importCommand,
  analyze: analyzeCommand,
  simulate: simulateCommand,
  gifts: giftsCommand,
  jobs: jobsCommand,
  train: trainCommand,
};

async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2));
  const name = args.positional[0];
  const command = name ? commands[name] : undefined;
  if (!command) {
    process.stderr.write(`${HELP}\n`);
    return name ? 64 : 0;
  }
  try {
    await command(args);
    return 0;
  } catch (error) {
    if (error instanceof UsageError || error instanceof ConfigError || error instanceof DataDirBusyError) {
      process.stderr.write(`boguan: ${error.message}\n`);
      return 64;
    }
    throw error;
  }
}

// exitCode rather than exit(): stdout into a pipe is written asynchronously and exit() would cut it.
main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`boguan: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  },
);
