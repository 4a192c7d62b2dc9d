import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { insertGiftCodes } from './gifts.repository.js';

/** No 0/O, 1/I/L: codes are read off screens and typed by hand. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** 16 symbols of 31 ≈ 79 bits: guessing one is hopeless, so no lockout is needed. */
export const GIFT_CODE_LENGTH = 16;

export function randomGiftCode(): string {
  let code = '';
  for (let i = 0; i < GIFT_CODE_LENGTH; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** How a typed code is compared: trimmed, upper case, spaces and dashes ignored. */
export function normalizeGiftCode(input: string): string {
  return input.trim().toUpperCase().replace(/[\s-]/g, '');
}

export interface GiftCodeBatch {
  level: 30 | 40;
  days: number;
  count: number;
  /** Last moment the codes can be redeemed; null for no deadline. */
  redeemBefore: Date | null;
  /** Free text to find the batch again (campaign, partner). */
  batch: string;
  now: Date;
}

/** Creates a batch of unused gift codes and returns them (the only time they are shown). */
export async function createGiftCodes(db: Kysely<Database>, input: GiftCodeBatch): Promise<string[]> {
  if (input.level !== 30 && input.level !== 40) throw new Error('gift codes grant level 30 or 40');
  if (!Number.isInteger(input.days) || input.days < 1 || input.days > 3660) throw new Error('days must be 1-3660');
  if (!Number.isInteger(input.count) || input.count < 1 || input.count > 10_000) {
    throw new Error('count must be 1-10000');
  }
  const created: string[] = [];
  while (created.length < input.count) {
    const wanted = Math.min(input.count - created.length, 500);
    const rows = Array.from({ length: wanted }, () => ({
      code: randomGiftCode(),
      level: input.level,
      days: input.days,
      batch: input.batch.slice(0, 40),
      expires_at: input.redeemBefore,
      created_at: input.now,
    }));
    // A collision is astronomically rare; skipping it and drawing again keeps codes unique.
    created.push(...(await insertGiftCodes(db, rows)));
  }
  return created;
}
