import { describe, expect, it } from 'vitest';
import { RateLimiter } from '../../src/connector/rate-limiter.js';
import { readFixtureJson } from '../fixtures.js';
import { createFakeWeibo, profileUrl, sourceOn } from './fake-weibo.js';

function fakeTime() {
  let time = 0;
  const sleeps: number[] = [];
  return {
    clock: () => time,
    sleep: async (ms: number) => {
      sleeps.push(ms);
      time += ms;
    },
    advance: (ms: number) => {
      time += ms;
    },
    sleeps,
  };
}

describe('rate limiter', () => {
  it('starts one caller per minIntervalMs, in arrival order', async () => {
    const t = fakeTime();
    const limiter = new RateLimiter({ minIntervalMs: 1500, clock: t.clock, sleep: t.sleep });
    const starts: [string, number][] = [];
    await Promise.all(['a', 'b', 'c', 'd'].map((name) => limiter.acquire().then(() => starts.push([name, t.clock()]))));
    expect(starts).toEqual([
      ['a', 0],
      ['b', 1500],
      ['c', 3000],
      ['d', 4500],
    ]);
    expect(t.sleeps).toEqual([1500, 1500, 1500]);
  });

  it('does not wait when the interval has already passed, and waits only the rest otherwise', async () => {
    const t = fakeTime();
    const limiter = new RateLimiter({ minIntervalMs: 1500, clock: t.clock, sleep: t.sleep });
    await limiter.acquire();
    t.advance(2000);
    await limiter.acquire();
    t.advance(500);
    await limiter.acquire();
    expect(t.sleeps).toEqual([1000]);
  });

  it('holdOff pushes back every queued caller', async () => {
    const t = fakeTime();
    const limiter = new RateLimiter({ minIntervalMs: 1000, clock: t.clock, sleep: t.sleep });
    await limiter.acquire();
    limiter.holdOff(5000);
    const starts: number[] = [];
    await Promise.all([limiter.acquire(), limiter.acquire()].map((p) => p.then(() => starts.push(t.clock()))));
    expect(starts).toEqual([5000, 6000]);
  });

  it('a failing sleep rejects its own caller only; the queue goes on', async () => {
    let time = 0;
    let calls = 0;
    const limiter = new RateLimiter({
      minIntervalMs: 100,
      clock: () => time,
      sleep: async (ms) => {
        calls += 1;
        if (calls === 1) throw new Error('timer broke');
        time += ms;
      },
    });
    await limiter.acquire();
    const results = await Promise.allSettled([limiter.acquire(), limiter.acquire()]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'fulfilled']);
  });

  it("spaces the source's requests: three concurrent profile reads start 1500 ms apart", async () => {
    const profile = readFixtureJson('weibo-api-responses', 'weibo_ak_profile.json');
    const fake = createFakeWeibo().on(/getIndex/, { json: profile });
    const source = sourceOn(fake, { minIntervalMs: 1500 });
    await Promise.all(['1', '2', '3'].map((uid) => source.fetchUser(uid)));
    expect(fake.requests.map((r) => [r.url, r.at])).toEqual([
      [profileUrl('1'), 0],
      [profileUrl('2'), 1500],
      [profileUrl('3'), 3000],
    ]);
  });
});
