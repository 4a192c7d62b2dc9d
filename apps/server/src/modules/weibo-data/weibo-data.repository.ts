import type {
  Brand,
  HotSearchEntry,
  Merchant,
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
import { scheduleMentionsRewrite, syncBrandMentions } from '../brand-data/brand-mentions.sql.js';
import { lockBrandSetExclusive, lockBrandSetShared } from '../brand-data/brand-set.sql.js';
import { inTransaction, refreshHotSearchSummaries } from '../hot-search/hot-search-summary.sql.js';
import { syncMerchantMentions, upsertMerchants } from '../life/merchant-mentions.sql.js';
import { lockMerchantSetShared } from '../life/merchant-set.sql.js';
import { columnName } from './model-columns.js';
import { changedProfiles } from './profile-changes.repository.js';
import { teachBrandWords } from './search-words.js';
import { SnapshotRepository } from './snapshot.repository.js';
import { excluded, keepIfDeleted, writeRows } from './upsert.sql.js';
import type { Origin } from './weibo-data.tables.js';

/** Derived text fields computed by the text pipeline before storage (segmentation, ad detection). */
export interface PostEnrichment {
  searchText: string;
  sponsored: boolean;
  sponsoredMarkers: string[];
  sentimentScore: number | null;
}

/** What a blogger says about itself and its counts: a change of any of these rewrites the stored row. */
const USER_PROFILE = [
  'screenName',
  'avatar',
  'gender',
  'province',
  'city',
  'verified',
  'verifiedType',
  'verifiedReason',
  'followers',
  'follows',
  'statuses',
  'description',
  'categories',
] as const;
/** A post's fields that never change, and those that do (a change of these rewrites the stored row). */
const POST_FIXED = [
  'mid',
  'bid',
  'uid',
  'createdAt',
  'source',
  'region',
  'pics',
  'videoUrl',
  'isAd',
  'parentMid',
  'rootMid',
] as const;
const POST_CHANGING = ['text', 'isLongText', 'reposts', 'comments', 'likes', 'deleted'] as const;
const TOPIC_FIGURES = ['readCount', 'discussCount', 'hostUid', 'category'] as const;
const BRAND_NAMES = ['cnName', 'enName', 'aliases', 'categories', 'logo'] as const;

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

  /** Profiles already stored as they are are dropped first, so their search text is not cut again for nothing. */
  async upsertUsers(
    users: readonly WeiboUser[],
    origin: Origin,
    now: Date,
    searchText: Enricher<WeiboUser, string>,
  ): Promise<number> {
    return writeRows(this.db, await changedProfiles(this.db, users), {
      table: 'weibo_users',
      conflict: ['uid'],
      fields: ['uid', 'createdAt', ...USER_PROFILE],
      more: (u) => ({
        verified_type_ext: u.verifiedTypeExt ?? null,
        verify_badge: verifyBadge(u),
        origin,
        search_text: searchText(u),
        collected_at: now,
      }),
      refresh: {
        when: [...USER_PROFILE.map(columnName), 'verified_type_ext'],
        alsoSet: ['verify_badge', 'search_text', 'collected_at'],
      },
    });
  }

  /**
   * Posts, and in the same transaction their brand mentions (brand_mentions, docs/brand-data.md) and
   * merchant mentions (merchant_mentions, docs/local-life.md):
   * each post's rows are derived again from what is stored of it after the write, so a new text, a
   * deletion or a rescored sentiment changes them, and an unchanged post leaves them as they are.
   */
  upsertPosts(
    posts: readonly WeiboPost[],
    origin: Origin,
    now: Date,
    enrich: Enricher<WeiboPost, PostEnrichment>,
  ): Promise<number> {
    if (posts.length === 0) return Promise.resolve(0);
    return inTransaction(this.db, async (trx) => {
      // Before any post row is locked: the lock order every writer of brand_mentions keeps.
      await lockBrandSetShared(trx);
      // The same for merchant_mentions (docs/local-life.md), always after the brand set's.
      await lockMerchantSetShared(trx);
      const written = await writeRows(trx, posts, {
        table: 'weibo_posts',
        conflict: ['mid'],
        fields: [...POST_FIXED, ...POST_CHANGING],
        more: (p) => {
          const e = enrich(p);
          return {
            sponsored: p.isAd || e.sponsored,
            sponsored_markers: e.sponsoredMarkers,
            sentiment_score: e.sentimentScore,
            origin,
            search_text: e.searchText,
            collected_at: now,
          };
        },
        refresh: {
          when: [...POST_CHANGING.map(columnName), 'sponsored'],
          alsoSet: ['sponsored_markers', 'sentiment_score', 'search_text', 'collected_at'],
          // A post found deleted keeps the text and counts it had: Weibo sends neither any more.
          value: (column) =>
            column === 'deleted' || column === 'collected_at' ? excluded(column) : keepIfDeleted(column),
        },
      });
      const mids = posts.map((p) => p.mid);
      await syncBrandMentions(trx, mids);
      await syncMerchantMentions(trx, mids);
      return written;
    });
  }

  /** Reposts never change once made: new ones are inserted, known ones skipped. Returns rows inserted. */
  insertReposts(reposts: readonly WeiboRepost[]): Promise<number> {
    return writeRows(this.db, reposts, {
      table: 'weibo_reposts',
      conflict: ['mid'],
      fields: ['mid', 'rootMid', 'parentMid', 'uid', 'text', 'createdAt'],
    });
  }

  upsertComments(comments: readonly WeiboComment[], sentiment: Enricher<WeiboComment, number | null>): Promise<number> {
    return writeRows(this.db, comments, {
      table: 'weibo_comments',
      conflict: ['id'],
      fields: ['id', 'mid', 'uid', 'text', 'createdAt', 'likes', 'replyTo'],
      more: (c) => ({ sentiment_score: sentiment(c) }),
      refresh: { when: ['likes'] },
    });
  }

  upsertTopics(topics: readonly WeiboTopic[], origin: Origin, now: Date): Promise<number> {
    return writeRows(this.db, topics, {
      table: 'weibo_topics',
      conflict: ['name'],
      fields: ['name', ...TOPIC_FIGURES],
      more: () => ({ origin, collected_at: now }),
      refresh: { when: TOPIC_FIGURES.map(columnName), alsoSet: ['collected_at'] },
    });
  }

  /**
   * A snapshot of the list is immutable: returns rows inserted (0 when this capture was stored before).
   * The hot-search summaries are recomputed in the same transaction (docs/hot-search.md), so the
   * collector, the archive import and the simulator backfill feed the screens alike.
   */
  insertHotSearch(entries: readonly HotSearchEntry[], origin: Origin): Promise<number> {
    return inTransaction(this.db, async (trx) => {
      const inserted = await writeRows(trx, entries, {
        table: 'hot_search_snapshots',
        conflict: ['captured_at', 'word'],
        fields: ['capturedAt', 'word', 'rank', 'heat', 'category', 'label', 'isAd'],
        more: () => ({ origin }),
      });
      if (inserted > 0) {
        await refreshHotSearchSummaries(
          trx,
          entries.map((e) => e.capturedAt),
          origin,
        );
      }
      return inserted;
    });
  }

  /**
   * A change of the brand set queues, in the same transaction, the rewrite of every stored post's
   * mentions (maintain.brand_mentions); posts written from then on are matched with the new set.
   */
  upsertBrands(
    brands: readonly Brand[],
    origin: Origin,
    now: Date,
    searchText: Enricher<Brand, string>,
  ): Promise<number> {
    // Brand names become words first, so this and every later text is cut with them whole.
    teachBrandWords(brands.map((b) => ({ cn_name: b.cnName, aliases: b.aliases })));
    return inTransaction(this.db, async (trx) => {
      await lockBrandSetExclusive(trx);
      const written = await writeRows(trx, brands, {
        table: 'brands',
        conflict: ['id'],
        fields: ['id', ...BRAND_NAMES],
        more: (b) => ({ origin, search_text: searchText(b) }),
        refresh: { when: BRAND_NAMES.map(columnName), alsoSet: ['search_text'] },
      });
      if (written > 0) await scheduleMentionsRewrite(trx, now);
      return written;
    });
  }

  /**
   * Local-life merchants (docs/local-life.md): a change of the merchant set queues, in the same
   * transaction, the rewrite of every stored post's merchant mentions.
   */
  upsertMerchants(merchants: readonly Merchant[], origin: Origin, now: Date): Promise<number> {
    return upsertMerchants(this.db, merchants, origin, now);
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
