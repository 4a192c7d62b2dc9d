import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/schema.js';

export interface MaterialsTable {
  id: Generated<number>;
  navigation_pic: string;
  pop_type: number;
  pop_url: string;
  pop_pic: string;
  active: Generated<boolean>;
  created_at: Timestamp;
}

export interface BannersTable {
  id: Generated<number>;
  title: string;
  pic: string;
  url: string;
  sort: Generated<number>;
  active: Generated<boolean>;
}

export interface NoticesTable {
  id: Generated<number>;
  title: string;
  content: string;
  active: Generated<boolean>;
  created_at: Timestamp;
}

export interface MessagesTable {
  id: Generated<number>;
  user_id: number;
  type: string;
  title: string;
  content: string;
  is_read: Generated<boolean>;
  created_at: Timestamp;
}

export interface HomeContentTables {
  materials: MaterialsTable;
  banners: BannersTable;
  notices: NoticesTable;
  messages: MessagesTable;
}
