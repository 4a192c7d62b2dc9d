// `npm run bench [name…]`: runs each benchmark in turn; every figure is a ratio against a
// baseline measured in the same run (or a raw time reported beside its baseline).
import { brandReportBench } from './brand-report.bench.js';
import { brandSearchBench } from './brand-search.bench.js';
import { dataBoardBench } from './data-board.bench.js';
import { dataExportBench } from './data-export.bench.js';
import { engineBench } from './engine.bench.js';
import { hotSearchBench } from './hot-search.bench.js';
import { kolBench } from './kol.js';
import { summary } from './lib/report.js';
import { paymentsBench } from './payments.bench.js';
import { platformBench } from './platform.bench.js';
import { postMonitorBench } from './post-monitor.bench.js';
import { postSearchBench } from './post-search.bench.js';
import { propagationBench } from './propagation.bench.js';

const benches: Record<string, () => Promise<void>> = {
  platform: platformBench,
  engine: engineBench,
  kol: kolBench,
  payments: paymentsBench,
  'post-search': postSearchBench,
  propagation: propagationBench,
  'post-monitor': postMonitorBench,
  'hot-search': hotSearchBench,
  'brand-search': brandSearchBench,
  'brand-report': brandReportBench,
  'data-board': dataBoardBench,
  'data-export': dataExportBench,
};

const wanted = process.argv.slice(2);
for (const [name, run] of Object.entries(benches)) {
  if (wanted.length > 0 && !wanted.includes(name)) continue;
  console.log(`\n━━ bench ${name}`);
  await run();
}
summary();
