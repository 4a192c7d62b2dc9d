import type { AccountType, LedgerKind, WithdrawStatus } from '@boguan/contracts/wallet';
import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/schema.js';

// Referral, the commission ledger and withdrawals (migration 0024-referral-wallet, docs/referral.md).
// users.share_code is declared with the users table (db/schema.ts).

/** Who registered through whose link: one row per referred user. */
export interface ReferralsTable {
  user_id: number;
  referrer_id: number;
  share_code: string;
  created_at: Timestamp;
}

/**
 * Every credit and debit of a wallet, signed, in fen. A balance is the sum of the rows available by
 * then; nothing is ever updated in place.
 */
export interface WalletLedgerTable {
  id: Generated<number>;
  user_id: number;
  amount_fen: number;
  kind: LedgerKind;
  order_id: number | null;
  withdrawal_id: number | null;
  available_at: Timestamp;
  created_at: Timestamp;
  note: Generated<string>;
}

/** A request to pay out part of the available balance, reviewed by an operator. */
export interface WithdrawalsTable {
  id: Generated<number>;
  user_id: number;
  amount_fen: number;
  account_type: AccountType;
  real_name: string;
  account_no: string;
  bank_name: Generated<string>;
  status: Generated<WithdrawStatus>;
  reject_reason: Generated<string>;
  payout_ref: Generated<string>;
  balance_before_fen: number;
  created_at: Timestamp;
  reviewed_at: Timestamp | null;
  reviewed_by: number | null;
}

export interface WalletTables {
  referrals: ReferralsTable;
  wallet_ledger: WalletLedgerTable;
  withdrawals: WithdrawalsTable;
}
