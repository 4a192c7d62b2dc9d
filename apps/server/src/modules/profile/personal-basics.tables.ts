import type { CouponsTables } from '../coupons/coupons.tables.js';
import type { FeedbackTables } from '../feedback/feedback.tables.js';
import type { GiftsTables } from '../gifts/gifts.tables.js';
import type { HomeContentTables } from '../home-content/home-content.tables.js';
import type { StatisticsTables } from '../statistics/statistics.tables.js';
import type { UploadsTables } from '../uploads/uploads.tables.js';
import type { ProfileTables } from './profile.tables.js';

/** Every table of migration 0003, joined once so db/schema.ts needs a single line. */
export type PersonalBasicsTables = ProfileTables &
  UploadsTables &
  FeedbackTables &
  GiftsTables &
  CouponsTables &
  StatisticsTables &
  HomeContentTables;
