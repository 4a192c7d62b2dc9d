import type { Generated } from 'kysely';
import type { Json, Timestamp } from '../../db/schema.js';

export interface QuestionnairesTable {
  id: Generated<number>;
  user_id: number;
  identity_type: string;
  identity_other: string;
  needs: Json<string[]>;
  reason_other: string;
  staff_service: string;
  tel: string;
  find_budget: string;
  ad_budget: string;
  contact: string;
  email: string;
  weixin: string;
  company: string;
  industry: string;
  remark: string;
  created_at: Timestamp;
}

export interface ProfileTables {
  questionnaires: QuestionnairesTable;
}
