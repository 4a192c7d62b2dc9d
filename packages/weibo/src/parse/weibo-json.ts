import type { WeiboComment, WeiboPost, WeiboRepost, WeiboUser } from '../model.js';
import { isWeiboApiError, WeiboApiError } from './api-error.js';
import { type CapturedAnswer, capturedAnswers, type RequestContext, requestContext } from './captured.js';
import { commentPostMid, isCommentRecord, readCommentTree } from './comment.js';
import { asArray, asRecord, type JsonRecord } from './json-read.js';
import { applyLongText, type LongText, type MblogOptions, parseLongTextResponse, parseMblog } from './mblog.js';
import { mergeRepost, resolveChainParents } from './reposts.js';
import { parseTimelineResponse } from './timeline.js';
import { parseProfileResponse, parseUser } from './user.js';

export interface WeiboJsonProblem {
  /** 1-based line for JSON lines input; for a single JSON document, 1. */
  line: number;
  /** Position inside an array or a timeline's cards, when the problem is one element. */
  index: number | null;
  reason: string;
}

export interface WeiboJsonResult {
  posts: WeiboPost[];
  /** Authors of the posts and profiles read: accounts that publish. */
  users: WeiboUser[];
  /** Comments, each tied to its post (`mid`). */
  comments: WeiboComment[];
  /** Reposts from repost lists, each under its original; parents read from the //@ chains. */
  reposts: WeiboRepost[];
  /** Accounts seen only as commenters or reposters: audiences, not bloggers. */
  audience: WeiboUser[];
  problems: WeiboJsonProblem[];
}

export interface WeiboJsonOptions extends MblogOptions {
  /** The post that comment, repost and long-text answers without a post id of their own belong to. */
  postMid?: string;
}

const COMMENT_SKIP_REASON: Record<string, string> = {
  'comment is not an object': '不是 JSON 对象',
  'unreadable created_at': '无法识别的 created_at',
  'comment has no id': '缺少评论 id',
};

export const NO_POST_FOR_COMMENT =
  '评论缺少所属微博：请连同请求地址（comments/hotflow?id=…）一起导入，或指定原微博 mid';
export const NO_POST_FOR_REPOST = '转发缺少原微博：请连同请求地址（repostTimeline?id=…）一起导入，或指定原微博 mid';
export const NO_POST_FOR_LONG_TEXT =
  '长文本接口的返回不含微博 id：请连同请求地址（statuses/extend?id=…）一起导入，或指定原微博 mid';
export const LONG_TEXT_WITHOUT_POST = '长文本所属的微博不在本次导入的内容中：请与该微博一起导入';

/**
 * Whatever a user hands the "weibo-json" importer: an m.weibo.cn answer (timeline, post, profile,
 * comments, reposts, a post's long text), a card, a mblog, a comment, an array of any of these,
 * JSON lines of them, answers kept with their request ({url, response} or a HAR file). Comments stay comments and
 * reposts reposts: their accounts are an audience, never posts' authors. Nothing comes back twice
 * (a post seen twice keeps its fuller copy, a repost the record naming its parent); everything
 * unreadable is a problem, not a throw.
 */
export function parseWeiboJson(input: string, options: WeiboJsonOptions = {}): WeiboJsonResult {
  const out = new Collector(options);
  const context: RequestContext = { postMid: options.postMid ?? null, list: null };
  let whole: unknown;
  try {
    whole = JSON.parse(input);
  } catch {
    whole = undefined;
  }
  if (whole !== undefined) out.value(whole, 1, null, context);
  else {
    input.split('\n').forEach((line, i) => {
      if (line.trim() === '') return;
      try {
        out.value(JSON.parse(line), i + 1, null, context);
      } catch (error) {
        if (error instanceof SyntaxError) out.problem(i + 1, null, '不是合法的 JSON');
        else throw error;
      }
    });
  }
  return out.result();
}

const isMblogLike = (record: JsonRecord) => 'created_at' in record && ('mid' in record || 'id' in record);

/** Whether an answer is one the importer reads: an error, or data with posts, users or comments. */
function holdsData(json: unknown): boolean {
  const record = asRecord(json);
  if (!record) return false;
  if (record.ok !== 1 && record.ok !== '1') return true;
  if (Array.isArray(record.data)) return true;
  const data = asRecord(record.data);
  return Boolean(
    data &&
      (Array.isArray(data.cards) ||
        Array.isArray(data.data) ||
        data.userInfo ||
        data.user ||
        'mid' in data ||
        typeof data.longTextContent === 'string'),
  );
}

class Collector {
  private posts = new Map<string, WeiboPost>();
  private users = new Map<string, WeiboUser>();
  private audience = new Map<string, WeiboUser>();
  private comments = new Map<string, WeiboComment>();
  private reposts = new Map<string, WeiboRepost>();
  /** Full texts of long posts by mid, with the line they came on: applied to their posts at the end. */
  private longTexts = new Map<string, { longText: LongText; line: number }>();
  private problems: WeiboJsonProblem[] = [];

  constructor(private readonly options: WeiboJsonOptions) {}

  problem(line: number, index: number | null, reason: string): void {
    this.problems.push({ line, index, reason });
  }

  value(value: unknown, line: number, index: number | null, context: RequestContext): void {
    if (Array.isArray(value)) {
      for (const [i, item] of asArray(value).entries()) this.value(item, line, i, context);
      return;
    }
    const record = asRecord(value);
    if (!record) {
      this.problem(line, index, '不是 JSON 对象');
      return;
    }
    this.guarded(line, index, () => {
      const captured = capturedAnswers(record);
      if (captured) this.captured(captured, line, context);
      else if ('ok' in record || 'errno' in record) this.response(record, line, context);
      else if ('mblog' in record) this.mblog(record.mblog);
      else if (isCommentRecord(record)) this.comment(record, line, index, context);
      else if (isMblogLike(record) && 'text' in record) this.mblog(record);
      else if ('screen_name' in record) this.user(parseUser(record));
      else this.problem(line, index, '无法识别的内容：既不是微博接口返回，也不是 mblog 或评论');
    });
  }

  /** Runs one item's reading; Weibo's error answers and incomplete items become problems. */
  private guarded(line: number, index: number | null, read: () => void): void {
    try {
      read();
    } catch (error) {
      if (!isWeiboApiError(error)) throw error;
      const reason =
        error.kind === 'api' ? `微博返回错误：${error.weiboMsg || error.message}` : `内容不完整：${error.message}`;
      this.problem(line, index, reason);
    }
  }

  /** Answers with their requests: the request names the post and says what the answer lists. */
  private captured(answers: CapturedAnswer[], line: number, outer: RequestContext): void {
    for (const answer of answers) {
      if ('error' in answer.body) {
        this.problem(line, answer.index, answer.body.error);
        continue;
      }
      // A HAR file holds a whole browsing session: its other JSON answers (settings, ads) are no data.
      if (answer.index !== null && !holdsData(answer.body.json)) continue;
      const context = requestContext(answer.url);
      this.value(answer.body.json, line, answer.index, { ...context, postMid: context.postMid ?? outer.postMid });
    }
  }

  private response(record: JsonRecord, line: number, context: RequestContext): void {
    const data = asRecord(record.data);
    if (record.ok !== 1 && record.ok !== '1' && !('errno' in record && Number(record.errno) === 0)) {
      parseTimelineResponse(record); // throws the typed error with Weibo's message
    }
    if (Array.isArray(record.data)) this.list(record.data, line, context);
    else if (data && Array.isArray(data.cards)) {
      const page = parseTimelineResponse(record, this.options);
      for (const post of page.posts) this.post(post);
      for (const user of page.users) this.user(user);
      for (const s of page.skipped) this.problem(line, s.index, `卡片无法读取：${s.reason}`);
    } else if (data && (data.userInfo || data.user) && !('mid' in data)) {
      this.user(parseProfileResponse(record));
    } else if (data && Array.isArray(data.data)) {
      this.list(data.data, line, context);
    } else if (data && ('mid' in data || 'id' in data)) {
      this.mblog(data);
    } else if (data && typeof data.longTextContent === 'string') {
      if (context.postMid) this.longTexts.set(context.postMid, { longText: parseLongTextResponse(record), line });
      else this.problem(line, null, NO_POST_FOR_LONG_TEXT);
    } else throw new WeiboApiError('shape', null, '', 'answer holds no posts or users');
  }

  /** The items of a list answer: comments, reposts of one original, or else posts and users. */
  private list(items: unknown[], line: number, context: RequestContext): void {
    items.forEach((item, i) => {
      const record = asRecord(item);
      if (record && (context.list === 'comments' || isCommentRecord(record))) {
        this.guarded(line, i, () => this.comment(record, line, i, context));
      } else if (record && isMblogLike(record) && (context.list === 'reposts' || asRecord(record.retweeted_status))) {
        this.guarded(line, i, () => this.repost(record, line, i, context));
      } else this.value(item, line, i, context);
    });
  }

  private comment(record: JsonRecord, line: number, index: number | null, context: RequestContext): void {
    const mid = commentPostMid(record) ?? context.postMid;
    if (!mid) {
      this.problem(line, index, NO_POST_FOR_COMMENT);
      return;
    }
    // The old comment API sends the commented post along.
    const status = asRecord(record.status);
    if (status && isMblogLike(status) && 'text' in status) this.guarded(line, index, () => this.mblog(status));
    const tree = readCommentTree(record, mid, this.options.now);
    for (const comment of tree.comments) {
      const known = this.comments.get(comment.id);
      // The same comment on two pages: the later reading has the likes it gathered since.
      if (!known || comment.likes > known.likes) this.comments.set(comment.id, comment);
    }
    for (const user of tree.users) this.audienceMember(user);
    for (const reason of tree.skipped)
      this.problem(line, index, `评论无法读取：${COMMENT_SKIP_REASON[reason] ?? reason}`);
  }

  private repost(record: JsonRecord, line: number, index: number | null, context: RequestContext): void {
    const parsed = parseMblog(record, { now: this.options.now });
    const [own, root] = parsed.posts as [WeiboPost, WeiboPost | undefined];
    const rootMid = root?.mid ?? context.postMid;
    if (!rootMid) {
      this.problem(line, index, NO_POST_FOR_REPOST);
      return;
    }
    if (root) this.post(root);
    for (const user of parsed.users) {
      if (root && user.uid === root.uid) this.user(user);
      else this.audienceMember(user);
    }
    const repost: WeiboRepost = {
      mid: own.mid,
      rootMid,
      parentMid: null,
      uid: own.uid,
      text: own.text,
      createdAt: own.createdAt,
    };
    const known = this.reposts.get(repost.mid);
    this.reposts.set(repost.mid, known ? mergeRepost(known, repost).kept : repost);
  }

  private mblog(value: unknown): void {
    const parsed = parseMblog(value, this.options);
    for (const post of parsed.posts) this.post(post);
    for (const user of parsed.users) this.user(user);
  }

  private post(post: WeiboPost): void {
    const existing = this.posts.get(post.mid);
    if (!existing || (!existing.bid && post.bid)) this.posts.set(post.mid, post);
  }

  private user(user: WeiboUser | null): void {
    if (user && !this.users.has(user.uid)) this.users.set(user.uid, user);
  }

  private audienceMember(user: WeiboUser): void {
    if (!this.audience.has(user.uid)) this.audience.set(user.uid, user);
  }

  /** Parents of listed reposts from their //@ chains, by the screen names seen in the same input. */
  private resolvedReposts(): WeiboRepost[] {
    const nameOf = (uid: string) => (this.users.get(uid) ?? this.audience.get(uid))?.screenName || undefined;
    const byRoot = new Map<string, WeiboRepost[]>();
    for (const repost of this.reposts.values()) {
      const group = byRoot.get(repost.rootMid);
      if (group) group.push(repost);
      else byRoot.set(repost.rootMid, [repost]);
    }
    const out: WeiboRepost[] = [];
    for (const [rootMid, group] of byRoot) {
      const rootAuthor = this.posts.get(rootMid)?.uid;
      out.push(...resolveChainParents(group, nameOf, rootAuthor ? nameOf(rootAuthor) : undefined).reposts);
    }
    return out;
  }

  /** Long posts with their full text; a long text whose post the input lacks is a problem. */
  private applyLongTexts(): void {
    for (const [mid, { longText, line }] of this.longTexts) {
      const post = this.posts.get(mid);
      if (post) this.posts.set(mid, applyLongText(post, longText));
      else this.problem(line, null, LONG_TEXT_WITHOUT_POST);
    }
    this.longTexts.clear();
  }

  result(): WeiboJsonResult {
    this.applyLongTexts();
    return {
      posts: Array.from(this.posts.values()),
      users: Array.from(this.users.values()),
      comments: Array.from(this.comments.values()),
      reposts: this.resolvedReposts(),
      audience: Array.from(this.audience.values()).filter((u) => !this.users.has(u.uid)),
      problems: this.problems,
    };
  }
}
