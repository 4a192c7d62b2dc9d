import { describe, expect, it } from 'vitest';
import { WeiboLoginRequiredError, WeiboRequestError } from '../../src/connector/errors.js';
import { readFixtureJson } from '../fixtures.js';
import { createFakeWeibo, NOW, profileUrl, sourceOn } from './fake-weibo.js';

const profile = readFixtureJson('weibo-api-responses', 'weibo_ak_profile.json');
const AK = '6279793937';
const URL_AK = profileUrl(AK);
const unavailable = { body: '<html>503 Service Temporarily Unavailable</html>', status: 503 };
// Base 4 s, random 0.5: equal jitter gives 3 s, 6 s, 12 s (half fixed, half random, doubling).
const timing = { minIntervalMs: 1500, baseDelayMs: 4000 };

const failureOf = (promise: Promise<unknown>) => promise.then(() => null).catch((e: unknown) => e);

describe('retries with exponential back-off and jitter', () => {
  it('two 503s then success: three requests, waits of 3 s and 6 s through the injected sleep', async () => {
    const fake = createFakeWeibo().on(URL_AK, unavailable, unavailable, { json: profile });
    const user = await sourceOn(fake, timing).fetchUser(AK);
    expect(user?.followers).toBe(1_455_000);
    expect(fake.requests.map((r) => r.at)).toEqual([0, 3000, 9000]);
    expect(fake.sleeps).toEqual([3000, 6000]);
  });

  it('the jitter moves each wait within [step/2, step]', async () => {
    const low = createFakeWeibo().on(URL_AK, unavailable, unavailable, { json: profile });
    await sourceOn(low, { ...timing, minIntervalMs: 0, random: () => 0 }).fetchUser(AK);
    const high = createFakeWeibo().on(URL_AK, unavailable, unavailable, { json: profile });
    await sourceOn(high, { ...timing, minIntervalMs: 0, random: () => 0.999 }).fetchUser(AK);
    expect(low.sleeps).toEqual([2000, 4000]);
    expect(high.sleeps).toEqual([3998, 7996]);
  });

  it('back-off stops growing at maxDelayMs', async () => {
    const fake = createFakeWeibo().on(URL_AK, unavailable, unavailable, unavailable, { json: profile });
    await sourceOn(fake, { ...timing, maxDelayMs: 5000, random: () => 0.999 }).fetchUser(AK);
    expect(fake.sleeps).toEqual([3998, 4998, 4998]);
  });

  it('gives up after maxRetries with a typed error naming the status and the attempts', async () => {
    const fake = createFakeWeibo().on(URL_AK, unavailable);
    const error = await failureOf(sourceOn(fake, timing).fetchUser(AK));
    expect(error).toBeInstanceOf(WeiboRequestError);
    expect(error).toMatchObject({ failure: 'http', status: 503, attempts: 4, url: URL_AK });
    expect(fake.requests).toHaveLength(4);
    expect(fake.sleeps).toEqual([3000, 6000, 12000]);
  });

  it('retries an ok: 0 answer whose msg says 频繁', async () => {
    const fake = createFakeWeibo().on(URL_AK, { json: { ok: 0, msg: '请求过于频繁，歇歇吧' } }, { json: profile });
    const user = await sourceOn(fake, timing).fetchUser(AK);
    expect(user?.screenName).toBe('明日方舟Arknights');
    expect(fake.requests).toHaveLength(2);
    expect(fake.sleeps).toEqual([3000]);
  });

  it('retries 418 and 403 (Weibo throttling) and reports rate-limited when it lasts', async () => {
    const ok = createFakeWeibo().on(URL_AK, { body: '', status: 418 }, { body: '', status: 403 }, { json: profile });
    expect((await sourceOn(ok, timing).fetchUser(AK))?.uid).toBe(AK);
    expect(ok.requests).toHaveLength(3);
    const stuck = createFakeWeibo().on(URL_AK, { body: '', status: 418 });
    const error = await failureOf(sourceOn(stuck, { ...timing, maxRetries: 1 }).fetchUser(AK));
    expect(error).toMatchObject({ failure: 'rate-limited', status: 418, attempts: 2 });
  });

  it('honours Retry-After in seconds and as an HTTP date (read against the injected now)', async () => {
    const seconds = createFakeWeibo().on(
      URL_AK,
      { body: '', status: 429, headers: { 'retry-after': '7' } },
      { json: profile },
    );
    await sourceOn(seconds, timing).fetchUser(AK);
    expect(seconds.sleeps).toEqual([7000]);
    const date = new Date(NOW.getTime() + 20_000).toUTCString();
    const dated = createFakeWeibo().on(
      URL_AK,
      { body: '', status: 503, headers: { 'retry-after': date } },
      { json: profile },
    );
    await sourceOn(dated, timing).fetchUser(AK);
    expect(dated.sleeps).toEqual([20_000]);
  });

  it('does not wait out a Retry-After longer than maxRetryAfterMs', async () => {
    const fake = createFakeWeibo().on(URL_AK, { body: '', status: 429, headers: { 'retry-after': '3600' } });
    const error = await failureOf(sourceOn(fake, timing).fetchUser(AK));
    expect(error).toMatchObject({ failure: 'rate-limited', attempts: 1 });
    expect((error as Error).message).toMatch(/Retry-After 3600 s is too long/);
    expect(fake.sleeps).toEqual([]);
  });

  it('retries network errors', async () => {
    const reset = new TypeError('fetch failed', { cause: new Error('read ECONNRESET') });
    const fake = createFakeWeibo().on(URL_AK, { error: reset }, { error: reset }, { json: profile });
    expect((await sourceOn(fake, timing).fetchUser(AK))?.uid).toBe(AK);
    expect(fake.requests).toHaveLength(3);
    const failing = createFakeWeibo().on(URL_AK, { error: reset });
    const error = await failureOf(sourceOn(failing, { ...timing, maxRetries: 0 }).fetchUser(AK));
    expect(error).toMatchObject({ failure: 'network', status: null, attempts: 1 });
    expect((error as Error).message).toContain('fetch failed: read ECONNRESET');
  });

  it('aborts a request that does not answer within timeoutMs and retries it', async () => {
    const fake = createFakeWeibo().on(URL_AK, { hang: true }, { json: profile });
    expect((await sourceOn(fake, { ...timing, timeoutMs: 5 }).fetchUser(AK))?.uid).toBe(AK);
    expect(fake.requests).toHaveLength(2);
    const stuck = createFakeWeibo().on(URL_AK, { hang: true });
    const error = await failureOf(sourceOn(stuck, { ...timing, timeoutMs: 5, maxRetries: 0 }).fetchUser(AK));
    expect(error).toMatchObject({ failure: 'timeout', attempts: 1 });
  });

  it('retries an HTML answer that is not JSON, and reads an HTML login page as the login wall', async () => {
    const odd = createFakeWeibo().on(URL_AK, { body: '<html>出错了</html>' }, { json: profile });
    expect((await sourceOn(odd, timing).fetchUser(AK))?.uid).toBe(AK);
    expect(odd.requests).toHaveLength(2);
    const visitor = createFakeWeibo().on(URL_AK, { body: '<html><title>Sina Visitor System</title></html>' });
    expect(await failureOf(sourceOn(visitor, timing).fetchUser(AK))).toBeInstanceOf(WeiboLoginRequiredError);
    expect(visitor.requests).toHaveLength(1);
  });
});

describe('answers that must not be retried', () => {
  it('a genuine not-found (HTTP 404, 这里还没有内容, errno 20101) is answered at once', async () => {
    for (const reply of [
      { body: 'Not Found', status: 404 },
      { json: { ok: 0, msg: '这里还没有内容', data: { cards: [] } } },
      { json: { ok: 0, errno: '20101', msg: '微博不存在或暂无查看权限!' } },
    ]) {
      const fake = createFakeWeibo().on(URL_AK, reply);
      expect(await sourceOn(fake, timing).fetchUser(AK)).toBeNull();
      expect(fake.requests).toHaveLength(1);
      expect(fake.sleeps).toEqual([]);
    }
  });

  it('an unexpected redirect or a 400 fails at once', async () => {
    const moved = createFakeWeibo().on(URL_AK, {
      body: null,
      status: 302,
      headers: { location: 'https://m.weibo.cn/' },
    });
    expect(await failureOf(sourceOn(moved, timing).fetchUser(AK))).toMatchObject({
      failure: 'http',
      status: 302,
      attempts: 1,
    });
    const bad = createFakeWeibo().on(URL_AK, { body: '', status: 400 });
    expect(await failureOf(sourceOn(bad, timing).fetchUser(AK))).toMatchObject({
      failure: 'http',
      status: 400,
      attempts: 1,
    });
  });
});
