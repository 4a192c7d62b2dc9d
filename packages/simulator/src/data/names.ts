/**
 * Parts that screen names, bios, celebrities, dramas and songs are assembled from.
 * All people, shows and songs are invented; teams are generic sports sides.
 */

const split = (s: string): string[] => s.split('|');

export const NICK_PREFIXES = split(
  '小|阿|大|是|一只|今天也是|爱吃|会飞的|不吃香菜的|快乐|努力的|认真|迷糊|社恐|早睡|清醒|元气|佛系|温柔|暴躁',
);

export const NICK_CORES = split(
  '鹿|桃子|橘子|栗子|阿狸|团子|芒果|柚子|小鱼|饼干|布丁|豆豆|星星|月亮|奶糖|可乐|木木|青柠|大白|土豆|糯米|包子|年糕|汤圆|西瓜|番茄|草莓|椰子|花卷|麦兜|饭团|奶昔|薄荷|小熊|兔子|猫咪|鲸鱼|海盐|晚风|山竹',
);

export const NICK_SUFFIXES = split(
  '呀|酱|吖|同学|本尊|的日常|日记|er|_|Sunny|小姐|先生|君|哥|姐|啊|呢|本人|official|plus',
);

export const SURNAMES = split(
  '林|顾|沈|陆|江|许|苏|叶|程|周|宋|白|夏|温|唐|孟|韩|秦|罗|方|陈|李|王|张|刘|赵|杨|黄|吴|徐',
);

export const GIVEN_NAMES = split(
  '知夏|北辰|星遥|一诺|思远|清欢|南乔|子墨|安然|景行|予安|书瑶|嘉禾|沐阳|晚晴|时雨|以宁|承泽|明川|小满|知意|听雨|念初|澄川|怀瑾|望舒|南星|雨桐|逸尘|初晴',
);

export const ENGLISH_NICKS = split(
  'Cindy|Kevin|Luna|Leo|Momo|Coco|Ivy|Jason|Nana|Mia|Ken|Zoe|Alan|Echo|Yoyo|Tina|Ray|Lily',
);

export const MEDIA_SUFFIXES = split('日报|晚报|新闻|频道|观察|资讯|周刊|速递|头条|在线|播报|视界');

/**
 * What a city outlet is named after, by the industry it covers: a weather or traffic channel
 * is local news (本地生活), never a food account, so each industry only takes its own words.
 */
export const CITY_MEDIA_WORDS: Readonly<Record<string, readonly string[]>> = {
  本地生活: split('本地|交通|天气|同城|身边事|便民|城事'),
  美食: split('美食|吃货|食客|寻味'),
  旅游: split('旅游|文旅|出行|游玩'),
};

/**
 * Invented entertainers (every surname × given name pair, so hot-search events about them
 * rarely repeat a name within weeks); used by 娱乐, 影视 and 音乐 posts and hot-search events.
 */
export const CELEBRITIES: readonly string[] = SURNAMES.flatMap((s) => GIVEN_NAMES.map((g) => s + g));

const DRAMA_HEADS = split('云间|青山|雪落|星河|南城|风起|浮生|长夜|山海|锦绣|海棠|春日|人间|月下|江湖|故园|逐光|烟雨');
const DRAMA_TAILS = split('烛影|不语|长安|旧梦|以北|白露|半日|将明|行歌|书局|未眠|信笺|有味|归人|听雪|客栈|少年|之约');

/** Invented shows: head × tail pairs ("云间烛影", "南城以北"). */
export const DRAMAS: readonly string[] = DRAMA_HEADS.flatMap((h) => DRAMA_TAILS.map((t) => h + t));

const SONG_HEADS = split('晚风|夏夜|海盐|银河|雨天|旧城|向光|第七个|慢慢|云上|月亮|十八岁');
const SONG_TAILS = split('信箱|回声|路口|汽水|靠近|便利店|的人|日记|故事|而行|情书|来信');

/** Invented songs: head × tail pairs ("晚风信箱"). */
export const SONGS: readonly string[] = SONG_HEADS.flatMap((h) => SONG_TAILS.map((t) => h + t));

export const TEAMS = split('中国女排|中国男篮|国足|中国女足|中国男排|国奥队|中国乒乓球队|中国跳水队');

export const BIO_PARTS = split(
  '分享日常，记录生活|商务合作请私信|认真生活的普通人|坐标{city}|一个爱吃爱玩的人|INFP|不定期更新|热爱可抵岁月漫长|只分享真实体验|感谢关注，一起变好|微博原创视频博主|谢绝非合作私信|慢慢来，比较快|生活明朗，万物可爱',
);

export const BIO_CONTACTS = split('合作V：{wx}|商务：{wx}@163.com|合作请邮件 {wx}@qq.com|品牌合作请私信|');
