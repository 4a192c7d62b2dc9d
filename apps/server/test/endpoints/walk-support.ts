import type { ApiEndpoints, ApiPath, RequestOf } from '@boguan/contracts/api';
import type { DemoApp } from '../support/demo-world.js';
import type { Part } from '../support/multipart.js';

/** What every case of the endpoint walk can use: a demo world and a professional member in it. */
export interface WalkFixture {
  t: DemoApp;
  /** A level-40 member's token and id. */
  token: string;
  userId: number;
  /** A blogger of the demo world with stats (kol_id and uid). */
  kol: { kolId: number; uid: string };
  /** Five more bloggers, for calls that take several. */
  kols: Array<{ kolId: number; uid: string }>;
}

/**
 * How the walk calls one endpoint with a valid request: the body (a function may first create
 * what the call needs, e.g. a record to delete), or the parts of a multipart upload.
 */
export type WalkCase<P extends ApiPath> = ApiEndpoints[P]['kind'] extends 'upload'
  ? { parts: (f: WalkFixture) => Promise<Part[]> | Part[] }
  : { body: (f: WalkFixture) => Promise<RequestOf<P>> | RequestOf<P>; token?: (f: WalkFixture) => Promise<string> };

/** The cases of one area: a case for every path of its map, checked by the compiler. */
export type AreaWalk<M> = { [P in keyof M & ApiPath]: WalkCase<P> };

export function walkCases<M>(_area: M, cases: AreaWalk<M>): AreaWalk<M> {
  return cases;
}
