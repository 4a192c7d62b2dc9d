import type { Gender, WeiboUser } from '../model.js';
import { unwrapWeiboResponse, WeiboApiError } from './api-error.js';
import { parseCount } from './count.js';
import { htmlToText } from './html-text.js';
import { asFlag, asInt, asRecord, asString } from './json-read.js';
import { parseWeiboTime } from './time.js';

/** Weibo's province codes (GB/T 2260 prefixes, plus 400 overseas and 100 other). */
const PROVINCES: Record<string, string> = {
  '11': '北京',
  '12': '天津',
  '13': '河北',
  '14': '山西',
  '15': '内蒙古',
  '21': '辽宁',
  '22': '吉林',
  '23': '黑龙江',
  '31': '上海',
  '32': '江苏',
  '33': '浙江',
  '34': '安徽',
  '35': '福建',
  '36': '江西',
  '37': '山东',
  '41': '河南',
  '42': '湖北',
  '43': '湖南',
  '44': '广东',
  '45': '广西',
  '46': '海南',
  '50': '重庆',
  '51': '四川',
  '52': '贵州',
  '53': '云南',
  '54': '西藏',
  '61': '陕西',
  '62': '甘肃',
  '63': '青海',
  '64': '宁夏',
  '65': '新疆',
  '71': '台湾',
  '81': '香港',
  '82': '澳门',
  '400': '海外',
  '100': '其他',
};

function parseGender(value: unknown): Gender {
  return value === 'm' || value === 'f' ? value : 'n';
}

/** "广东 广州" (location) wins over numeric codes, which only name the province reliably. */
function parsePlace(raw: Record<string, unknown>): { province: string; city: string } {
  const location = asString(raw.location).trim();
  if (location && location !== '其他') {
    const [province = '', city = ''] = location.split(/\s+/);
    return { province, city };
  }
  return { province: PROVINCES[asString(raw.province)] ?? '', city: '' };
}

/**
 * Any Weibo user object (mblog.user, profile userInfo, data.user) to a WeiboUser; null when it
 * has no id (deleted or hidden authors). followers_count may be a display string like "145.5万".
 */
export function parseUser(value: unknown): WeiboUser | null {
  const raw = asRecord(value);
  if (!raw) return null;
  const uid = asString(raw.idstr ?? raw.id);
  // Weibo's account ids are numbers of ten digits (20 at the very most); anything longer is no account.
  if (!uid || uid.length > 20) return null;
  const ext = asInt(raw.verified_type_ext, Number.NaN);
  return {
    uid,
    screenName: asString(raw.screen_name ?? raw.name),
    avatar: asString(raw.avatar_hd ?? raw.avatar_large ?? raw.profile_image_url),
    gender: parseGender(raw.gender),
    ...parsePlace(raw),
    verified: asFlag(raw.verified),
    verifiedType: asInt(raw.verified_type, -1),
    ...(Number.isNaN(ext) ? {} : { verifiedTypeExt: ext }),
    verifiedReason: asString(raw.verified_reason),
    followers: parseCount(raw.followers_count ?? raw.followers_count_str),
    follows: parseCount(raw.follow_count ?? raw.friends_count),
    statuses: parseCount(raw.statuses_count),
    description: htmlToText(asString(raw.description)),
    categories: [],
    createdAt: parseWeiboTime(raw.created_at),
  };
}

/**
 * A profile answer (`data.userInfo`, or `data.user` as the account endpoints send it) to its user.
 * Throws WeiboApiError for error answers and for answers without a user.
 */
export function parseProfileResponse(json: unknown): WeiboUser {
  const data = unwrapWeiboResponse(json);
  const user = parseUser(data.userInfo ?? data.user);
  if (!user) throw new WeiboApiError('shape', null, '', 'Weibo profile response has no user');
  return user;
}
