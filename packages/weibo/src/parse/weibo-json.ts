import type { WeiboPost, WeiboUser } from '../model.js';
import { isWeiboApiError, WeiboApiError } from './api-error.js';
import { asArray, asRecord } from './json-read.js';
import { type MblogOptions, parseMblog } from './mblog.js';
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
  users: WeiboUser[];
  problems: WeiboJsonProblem[];
}

/**
 * Whatever a user hands the "weibo-json" importer: an m.weibo.cn answer (timeline, post, profile), a
 * card, a mblog, an array of any of these, or JSON lines of them. Posts and users come back without
 * duplicates (a post seen twice keeps its fuller copy); everything unreadable is a problem, not a throw.
 */
export function parseWeiboJson(input: string, options: MblogOptions = {}): WeiboJsonResult {
  const out = new Collector();
  let whole: unknown;
  try {
    whole = JSON.parse(input);
  } catch {
    whole = undefined;
  }
  if (whole !== undefined) out.value(whole, 1, null, options);
  else {
    input.split('\n').forEach((line, i) => {
      if (line.trim() === '') return;
      try {
        out.value(JSON.parse(line), i + 1, null, options);
      } catch (error) {
        if (error instanceof SyntaxError) out.problem(i + 1, null, '不是合法的 JSON');
        else throw error;
      }
    });
  }
  return out.result();
}

class Collector {
  private posts = new Map<string, WeiboPost>();
  private users = new Map<string, WeiboUser>();
  private problems: WeiboJsonProblem[] = [];

  problem(line: number, index: number | null, reason: string): void {
    this.problems.push({ line, index, reason });
  }

  value(value: unknown, line: number, index: number | null, options: MblogOptions): void {
    if (Array.isArray(value)) {
      for (const [i, item] of asArray(value).entries()) this.value(item, line, i, options);
      return;
    }
    const record = asRecord(value);
    if (!record) {
      this.problem(line, index, '不是 JSON 对象');
      return;
    }
    try {
      if ('ok' in record || 'errno' in record) this.response(record, line, options);
      else if ('mblog' in record) this.mblog(record.mblog, options);
      else if ('created_at' in record && ('mid' in record || 'id' in record) && 'text' in record)
        this.mblog(record, options);
      else if ('screen_name' in record) this.user(parseUser(record));
      else this.problem(line, index, '无法识别的内容：既不是微博接口返回，也不是 mblog');
    } catch (error) {
      if (!isWeiboApiError(error)) throw error;
      const reason =
        error.kind === 'api' ? `微博返回错误：${error.weiboMsg || error.message}` : `内容不完整：${error.message}`;
      this.problem(line, index, reason);
    }
  }

  private response(record: Record<string, unknown>, line: number, options: MblogOptions): void {
    const data = asRecord(record.data);
    if (data && Array.isArray(data.cards)) {
      const page = parseTimelineResponse(record, options);
      for (const post of page.posts) this.post(post);
      for (const user of page.users) this.user(user);
      for (const s of page.skipped) this.problem(line, s.index, `卡片无法读取：${s.reason}`);
    } else if (data && (data.userInfo || data.user) && !('mid' in data)) {
      this.user(parseProfileResponse(record));
    } else if (data && Array.isArray(data.data)) {
      for (const [i, item] of asArray(data.data).entries()) this.value(item, line, i, options);
    } else if (data && ('mid' in data || 'id' in data)) {
      this.mblog(data, options);
    } else if (data && typeof data.longTextContent === 'string') {
      this.problem(line, null, '长文本接口的返回不含微博 id，请与对应的微博一起导入');
    } else if (record.ok !== 1 && record.ok !== '1') {
      parseTimelineResponse(record); // throws the typed error with Weibo's message
    } else throw new WeiboApiError('shape', null, '', 'answer holds no posts or users');
  }

  private mblog(value: unknown, options: MblogOptions): void {
    const parsed = parseMblog(value, options);
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

  result(): WeiboJsonResult {
    return { posts: Array.from(this.posts.values()), users: Array.from(this.users.values()), problems: this.problems };
  }
}
