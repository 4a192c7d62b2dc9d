import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;

export interface StoredCaptcha {
  deviceId: string;
  imageKeyHash: string;
  answerHash: string;
  salt: string;
  svg: string;
  now: Date;
  expiresAt: Date;
}

/** A device holds one captcha: a new one replaces the old one. */
export async function replaceCaptcha(db: Db, captcha: StoredCaptcha): Promise<void> {
  const values = {
    image_key_hash: captcha.imageKeyHash,
    answer_hash: captcha.answerHash,
    salt: captcha.salt,
    svg: captcha.svg,
    created_at: captcha.now,
    expires_at: captcha.expiresAt,
  };
  await db
    .insertInto('captchas')
    .values({ device_id: captcha.deviceId, ...values })
    .onConflict((oc) => oc.column('device_id').doUpdateSet(values))
    .execute();
  // Devices that never come back would otherwise leave their rows forever.
  await db.deleteFrom('captchas').where('expires_at', '<', captcha.now).execute();
}

export async function findCaptchaImage(db: Db, imageKeyHash: string, now: Date): Promise<string | null> {
  const row = await db
    .selectFrom('captchas')
    .select('svg')
    .where('image_key_hash', '=', imageKeyHash)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row?.svg ?? null;
}

/** Removes and returns the device's captcha in one statement, so an answer is checked at most once. */
export async function takeCaptcha(
  db: Db,
  deviceId: string,
): Promise<{ answerHash: string; salt: string; expiresAt: Date } | null> {
  const row = await db
    .deleteFrom('captchas')
    .where('device_id', '=', deviceId)
    .returning(['answer_hash', 'salt', 'expires_at'])
    .executeTakeFirst();
  return row ? { answerHash: row.answer_hash, salt: row.salt, expiresAt: new Date(row.expires_at) } : null;
}
