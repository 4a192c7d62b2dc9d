import type {
  Brand,
  HotSearchEntry,
  PostSnapshot,
  TopicSnapshot,
  UserSnapshot,
  WeiboComment,
  WeiboPost,
  WeiboRepost,
  WeiboTopic,
  WeiboUser,
} from '@boguan/weibo/model';
import { verifyBadge } from '@boguan/weibo/model';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { teachBrandWords } from './search-words.js';
import { SnapshotRepository } from './snapshot.repository.js';
import { changed, chunks, dedupe, keepIfDeleted } from './upsert.sql.js';
import type { Origin } from './weibo-data.tables.js';

/** Derived text fields computed by the text pipeline before storage (segmentation, ad detection). */
export interface PostEnrichment {
  searchText: string;
  sponsored: boolean;
  sponsoredMarkers: string[];
  sentimentScore: number | null;
}

const USER_COLUMNS = [
  'screen_name',
  'avatar',
  'gender',
  'province',
  'city',
  'verified',
  'verified_type',
  'verified_type_ext',
  'verified_reason',
  'followers',
  'follows',
  'statuses',
  'description',
  'categories',
] as const;
const POST_COLUMNS = ['text', 'is_long_text', 'reposts', 'comments', 'likes', 'deleted', 'sponsored'] as const;
const TOPIC_COLUMNS = ['read_count', 'discuss_count', 'host_uid', 'category'] as const;
const BRAND_COLUMNS = ['cn_name', 'en_name', 'aliases', 'categories', 'logo'] as const;

export type Enricher<T, E> = (item: T) => E;

/**
 * Writes Weibo data. Every write is idempotent: the same rows written twice leave the
 * database as after the first write (upserts refresh counts, inserts of immutable rows are skipped).
 */
export class WeiboDataRepository {
  private readonly snapshots: SnapshotRepository;

  constructor(private readonly db: Kysely<Database>) {
    this.snapshots = new SnapshotRepository(db);
  }

  async upsertUsers(
    users: readonly WeiboUser[],
    origin: Origin,
    now: Date,
    searchText: Enricher<WeiboUser, string>,
  ): Promise<number> {
    let written = 0;
    for (const batch of chunks(dedupe(users, (u) => u.uid))) {
      const result = await this.db
        .insertInto('weibo_users')
        .values(
          batch.map((u) => ({
            uid: u.uid,
            screen_name: u.screenName,
            avatar: u.avatar,
            gender: u.gender,
            province: u.province,
            city: u.city,
            verified: u.verified,
            verified_type: u.verifiedType,
            verified_type_ext: u.verifiedTypeExt ?? null,
            verify_badge: verifyBadge(u),
            verified_reason: u.verifiedReason,
            followers: u.followers,
            follows: u.follows,
            statuses: u.statuses,
            description: u.description,
            categories: u.categories,
            created_at: u.createdAt,
            origin,
            search_text: searchText(u),
            collected_at: now,
          })),
        )
        .onConflict((oc) =>
          oc
            .column('uid')
            .doUpdateSet((eb) => ({
              screen_name: eb.ref('excluded.screen_name'),
              avatar: eb.ref('excluded.avatar'),
              gender: eb.ref('excluded.gender'),
              province: eb.ref('excluded.province'),
              city: eb.ref('excluded.city'),
              verified: eb.ref('excluded.verified'),
              verified_type: eb.ref('excluded.verified_type'),
              verified_type_ext: eb.ref('excluded.verified_type_ext'),
              verify_badge: eb.ref('excluded.verify_badge'),
              verified_reason: eb.ref('excluded.verified_reason'),
              followers: eb.ref('excluded.followers'),
              follows: eb.ref('excluded.follows'),
              statuses: eb.ref('excluded.statuses'),
              description: eb.ref('excluded.description'),
              categories: eb.ref('excluded.categories'),
              search_text: eb.ref('excluded.search_text'),
              collected_at: eb.ref('excluded.collected_at'),
            }))
            .where(changed('weibo_users', USER_COLUMNS)),
        )
        .executeTakeFirst();
      written += Number(result.numInsertedOrUpdatedRows ?? 0);
    }
    return written;
  }

  async upsertPosts(
    posts: readonly WeiboPost[],
    origin: Origin,
    now: Date,
    enrich: Enricher<WeiboPost, PostEnrichment>,
  ): Promise<number> {
    let written = 0;
    for (const batch of chunks(dedupe(posts, (p) => p.mid))) {
      const result = await this.db
        .insertInto('weibo_posts')
        .values(
          batch.map((p) => {
            const e = enrich(p);
            return {
              mid: p.mid,
              bid: p.bid,
              uid: p.uid,
              text: p.text,
              created_at: p.createdAt,
              source: p.source,
              region: p.region,
              pics: p.pics,
              video_url: p.videoUrl,
              is_long_text: p.isLongText,
              is_ad: p.isAd,
              sponsored: p.isAd || e.sponsored,
              sponsored_markers: e.sponsoredMarkers,
              parent_mid: p.parentMid,
              root_mid: p.rootMid,
              reposts: p.reposts,
              comments: p.comments,
              likes: p.likes,
              deleted: p.deleted,
              sentiment_score: e.sentimentScore,
              origin,
              search_text: e.searchText,
              collected_at: now,
            };
          }),
        )
        .onConflict((oc) =>
          oc
            .column('mid')
            .doUpdateSet((eb) => ({
              // A post found deleted keeps the text and counts it had: Weibo sends neither any more.
              text: keepIfDeleted('text'),
              is_long_text: keepIfDeleted('is_long_text'),
              reposts: keepIfDeleted('reposts'),
              comments: keepIfDeleted('comments'),
              likes: keepIfDeleted('likes'),
              deleted: eb.ref('excluded.deleted'),
              sponsored: keepIfDeleted('sponsored'),
              sponsored_markers: keepIfDeleted('sponsored_markers'),
              sentiment_score: keepIfDeleted('sentiment_score'),
              search_text: keepIfDeleted('search_text'),
              collected_at: eb.ref('excluded.collected_at'),
            }))
            .where(changed('weibo_posts', POST_COLUMNS)),
        )
        .executeTakeFirst();
      written += Number(result.numInsertedOrUpdatedRows ?? 0);
    }
    return written;
  }

  /** Reposts never change once made: new ones are inserted, known ones skipped. Returns rows inserted. */
  async insertReposts(reposts: readonly WeiboRepost[]): Promise<number> {
    let inserted = 0;
    for (const batch of chunks(
      dedupe(reposts, (r) => r.mid),
      2000,
    )) {
      const result = await this.db
        .insertInto('weibo_reposts')
        .values(
          batch.map((r) => ({
            mid: r.mid,
            root_mid: r.rootMid,
            parent_mid: r.parentMid,
            uid: r.uid,
            text: r.text,
            created_at: r.createdAt,
          })),
        )
        .onConflict((oc) => oc.column('mid').doNothing())
        .executeTakeFirst();
      inserted += Number(result.numInsertedOrUpdatedRows ?? 0);
    }
    return inserted;
  }

  async upsertComments(
    comments: readonly WeiboComment[],
    sentiment: Enricher<WeiboComment, number | null>,
  ): Promise<number> {
    let written = 0;
    for (const batch of chunks(dedupe(comments, (c) => c.id))) {
      const result = await this.db
        .insertInto('weibo_comments')
        .values(
          batch.map((c) => ({
            id: c.id,
            mid: c.mid,
            uid: c.uid,
            text: c.text,
            created_at: c.createdAt,
            likes: c.likes,
            reply_to: c.replyTo,
            sentiment_score: sentiment(c),
          })),
        )
        .onConflict((oc) =>
          oc
            .column('id')
            .doUpdateSet((eb) => ({ likes: eb.ref('excluded.likes') }))
            .where(changed('weibo_comments', ['likes'])),
        )
        .executeTakeFirst();
      written += Number(result.numInsertedOrUpdatedRows ?? 0);
    }
    return written;
  }

  async upsertTopics(topics: readonly WeiboTopic[], origin: Origin, now: Date): Promise<number> {
    let written = 0;
    for (const batch of chunks(dedupe(topics, (t) => t.name))) {
      const result = await this.db
        .insertInto('weibo_topics')
        .values(
          batch.map((t) => ({
            name: t.name,
            read_count: t.readCount,
            discuss_count: t.discussCount,
            host_uid: t.hostUid,
            category: t.category,
            origin,
            collected_at: now,
          })),
        )
        .onConflict((oc) =>
          oc
            .column('name')
            .doUpdateSet((eb) => ({
              read_count: eb.ref('excluded.read_count'),
              discuss_count: eb.ref('excluded.discuss_count'),
              host_uid: eb.ref('excluded.host_uid'),
              category: eb.ref('excluded.category'),
              collected_at: eb.ref('excluded.collected_at'),
            }))
            .where(changed('weibo_topics', TOPIC_COLUMNS)),
        )
        .executeTakeFirst();
      written += Number(result.numInsertedOrUpdatedRows ?? 0);
    }
    return written;
  }

  /** A snapshot of the list is immutable: returns rows inserted (0 when this capture was stored before). */
  async insertHotSearch(entries: readonly HotSearchEntry[], origin: Origin): Promise<number> {
    let inserted = 0;
    for (const batch of chunks(dedupe(entries, (e) => `${e.capturedAt.toISOString()}|${e.word}`))) {
      const result = await this.db
        .insertInto('hot_search_snapshots')
        .values(
          batch.map((e) => ({
            captured_at: e.capturedAt,
            word: e.word,
            rank: e.rank,
            heat: e.heat,
            category: e.category,
            label: e.label,
            is_ad: e.isAd,
            origin,
          })),
        )
        .onConflict((oc) => oc.columns(['captured_at', 'word']).doNothing())
        .executeTakeFirst();
      inserted += Number(result.numInsertedOrUpdatedRows ?? 0);
    }
    return inserted;
  }

  async upsertBrands(brands: readonly Brand[], origin: Origin, searchText: Enricher<Brand, string>): Promise<number> {
    // Brand names become words first, so this and every later text is cut with them whole.
    teachBrandWords(brands.map((b) => ({ cn_name: b.cnName, aliases: b.aliases })));
    let written = 0;
    for (const batch of chunks(dedupe(brands, (b) => b.id))) {
      const result = await this.db
        .insertInto('brands')
        .values(
          batch.map((b) => ({
            id: b.id,
            cn_name: b.cnName,
            en_name: b.enName,
            aliases: b.aliases,
            categories: b.categories,
            logo: b.logo,
            origin,
            search_text: searchText(b),
          })),
        )
        .onConflict((oc) =>
          oc
            .column('id')
            .doUpdateSet((eb) => ({
              cn_name: eb.ref('excluded.cn_name'),
              en_name: eb.ref('excluded.en_name'),
              aliases: eb.ref('excluded.aliases'),
              categories: eb.ref('excluded.categories'),
              logo: eb.ref('excluded.logo'),
              search_text: eb.ref('excluded.search_text'),
            }))
            .where(changed('brands', BRAND_COLUMNS)),
        )
        .executeTakeFirst();
      written += Number(result.numInsertedOrUpdatedRows ?? 0);
    }
    return written;
  }

  insertUserSnapshots(snapshots: readonly UserSnapshot[]): Promise<number> {
    return this.snapshots.insertUserSnapshots(snapshots);
  }

  insertPostSnapshots(snapshots: readonly PostSnapshot[]): Promise<number> {
    return this.snapshots.insertPostSnapshots(snapshots);
  }

  insertTopicSnapshots(snapshots: readonly TopicSnapshot[]): Promise<number> {
    return this.snapshots.insertTopicSnapshots(snapshots);
  }
}
