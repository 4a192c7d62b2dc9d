import type { AppContext } from '../../lib/context.js';
import { findBrandName, findScreenName } from './demo-images.repository.js';
import { avatarSvg, brandSvg, pictureSvg } from './demo-svg.js';

/** The ids and keys the demo world uses in image names; anything else has no image. */
const KEY = /^[\w-]{1,40}$/;

/** The avatar of an account, drawn from its name; null for a key that cannot be one. */
export async function avatarImage(ctx: AppContext, uid: string): Promise<string | null> {
  if (!KEY.test(uid)) return null;
  return avatarSvg(uid, (await findScreenName(ctx.db, uid)) ?? '微');
}

/** A brand's mark, drawn from its name. */
export async function brandImage(ctx: AppContext, id: string): Promise<string | null> {
  if (!KEY.test(id)) return null;
  return brandSvg(id, (await findBrandName(ctx.db, id)) ?? '品牌');
}

/** A labelled placeholder picture of a post. */
export function postPicture(key: string): string | null {
  return KEY.test(key) ? pictureSvg(key) : null;
}
