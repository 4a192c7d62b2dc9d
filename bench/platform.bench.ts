import { runLoad } from './lib/http-load.js';
import { benchDatabaseUrl } from './lib/postgres.js';
import { freshDataDir, root, startProcess } from './lib/processes.js';
import { report } from './lib/report.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const CONCURRENCY = 16;
const isOk = (body: string) => body.startsWith('{"code":1');

async function postForm(
  url: string,
  form: Record<string, string>,
  token?: string,
): Promise<{ code: number; data: never }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(token ? { authorization: token } : {}) },
    body: new URLSearchParams(form).toString(),
  });
  return (await response.json()) as { code: number; data: never };
}

/** Logs in through the real SMS flow of the local provider and returns the token. */
async function loginBySms(base: string): Promise<string> {
  const mobile = '13800138000';
  const sent = await postForm(`${base}/api/User/getMsgCode`, { mobile });
  if (sent.code !== 1) throw new Error(`getMsgCode failed: ${JSON.stringify(sent)}`);
  const inbox = (await (await fetch(`${base}/dev/sms.json?mobile=${mobile}`)).json()) as {
    data: { messages: Array<{ code: string }> };
  };
  const code = inbox.data.messages[0]?.code;
  if (!code) throw new Error('no code in the local SMS inbox');
  const login = await postForm(`${base}/api/User/msgCodeLogin`, {
    mobile1: mobile,
    mobile_captcha: code,
    ip: '',
    device_id: 'bench',
  });
  const token = (login.data as { token?: string }).token;
  if (!token) throw new Error(`msgCodeLogin failed: ${JSON.stringify(login)}`);
  return token;
}

/**
 * One comparison: the bare handler and the target, loaded back to back so both see the same
 * machine (other load on a shared 2-core box moves both alike), reported as target / bare.
 */
async function compare(
  bareUrl: string,
  name: string,
  target: { url: string; method?: 'GET' | 'POST'; token?: string },
  goal: number,
): Promise<void> {
  const bare = await runLoad({ url: `${bareUrl}/api/ping`, concurrency: CONCURRENCY, seconds: SECONDS, check: isOk });
  const load = await runLoad({
    url: target.url,
    method: target.method ?? 'GET',
    headers: target.token ? { authorization: target.token, 'content-type': 'application/x-www-form-urlencoded' } : {},
    body: target.method === 'POST' ? '' : undefined,
    concurrency: CONCURRENCY,
    seconds: SECONDS,
    check: isOk,
  });
  report({
    bench: 'platform',
    name: `${name} / bare handler`,
    value: load.perSecond / bare.perSecond,
    unit: 'ratio',
    goal,
    better: 'higher',
    note: `${load.perSecond.toFixed(0)} vs ${bare.perSecond.toFixed(0)} req/s, p95 ${load.p95Ms.toFixed(2)} ms, errors ${load.errors}`,
  });
}

const SERVER = `${root}/apps/server/src/server.ts`;

export async function platformBench(): Promise<void> {
  const bare = await startProcess(`${root}/bench/lib/bare-server.ts`, { port: 8301, readyPath: '/api/ping' });
  try {
    const dataDir = freshDataDir();
    // No demo-world fill in the background (SOURCE none): it would compete for the CPU being measured.
    const app = await startProcess(SERVER, {
      port: 8302,
      readyPath: '/api/health',
      env: { DATA_DIR: dataDir, DEV_PAGES: 'on', SOURCE: 'none' },
    });
    report({ bench: 'platform', name: 'cold start to first 200 (fresh PGlite)', value: app.startMs, unit: 'ms' });
    try {
      await compare(bare.url, 'envelope endpoint', { url: `${app.url}/api/ping` }, 0.7);
      const token = await loginBySms(app.url);
      await compare(
        bare.url,
        'authenticated read (PGlite)',
        { url: `${app.url}/api/User/checkLogin`, method: 'POST', token },
        0.4,
      );
    } finally {
      await app.stop();
    }

    const postgresUrl = await benchDatabaseUrl();
    if (postgresUrl) {
      const onPostgres = await startProcess(SERVER, {
        port: 8304,
        readyPath: '/api/health',
        env: { DATABASE_URL: postgresUrl, DEV_PAGES: 'on', SOURCE: 'none' },
      });
      try {
        const token = await loginBySms(onPostgres.url);
        await compare(
          bare.url,
          'authenticated read (PostgreSQL)',
          { url: `${onPostgres.url}/api/User/checkLogin`, method: 'POST', token },
          0.4,
        );
      } finally {
        await onPostgres.stop();
      }
    }

    const again = await startProcess(SERVER, {
      port: 8303,
      readyPath: '/api/health',
      env: { DATA_DIR: dataDir, SOURCE: 'none' },
    });
    report({ bench: 'platform', name: 'restart to first 200 (existing PGlite)', value: again.startMs, unit: 'ms' });
    await again.stop();
  } finally {
    await bare.stop();
  }
}
