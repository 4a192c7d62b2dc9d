import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/schema.js';

/** Tables of migration 0002 (accounts authentication), joined into `Database` in db/schema.ts. */
export interface CaptchasTable {
  device_id: string;
  image_key_hash: string;
  answer_hash: string;
  salt: string;
  svg: string;
  created_at: Timestamp;
  expires_at: Timestamp;
}

export interface SmsCodesTable {
  id: Generated<number>;
  mobile: string;
  purpose: string;
  code_hash: string;
  salt: string;
  attempts: Generated<number>;
  created_at: Timestamp;
  expires_at: Timestamp;
  consumed_at: Timestamp | null;
  voided_at: Timestamp | null;
}

export type WxTicketStatus = 'waiting' | 'scanned' | 'bind' | 'used';

export interface WxTicketsTable {
  unid_hash: string;
  status: WxTicketStatus;
  openid: string | null;
  unionid: string | null;
  nickname: string | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  scanned_at: Timestamp | null;
  used_at: Timestamp | null;
}

export type LoginMethod = 'password' | 'sms' | 'wechat';

/** Login attempts on existing accounts (migration 0017): the owner's login history. */
export interface LoginAttemptsTable {
  id: Generated<number>;
  user_id: number;
  method: LoginMethod;
  success: boolean;
  ip: string;
  created_at: Timestamp;
}

export interface AccountsTables {
  captchas: CaptchasTable;
  sms_codes: SmsCodesTable;
  wx_tickets: WxTicketsTable;
  login_attempts: LoginAttemptsTable;
}
