import { dataBoardApi } from '@boguan/contracts/data-board.api';
import { keepDataBoard } from '../../src/modules/data-board/data-board.refresh.js';
import { type WalkFixture, walkCases } from './walk-support.js';

const kept = new WeakMap<WalkFixture, Promise<unknown>>();

/** The daily summaries made once per walk, as the analyze.data_board job makes them. */
function summarised(f: WalkFixture): Promise<unknown> {
  let done = kept.get(f);
  if (!done) {
    done = keepDataBoard(f.t.ctx.db, f.t.clock.now());
    kept.set(f, done);
  }
  return done;
}

export const dataBoardWalk = walkCases(dataBoardApi, {
  '/api/data_board/overview': {
    body: async (f) => {
      await summarised(f);
      return { days: 30 };
    },
  },
  '/api/data_board/tops': {
    body: async (f) => {
      await summarised(f);
      return {};
    },
  },
});
