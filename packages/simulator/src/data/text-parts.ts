/**
 * Weibo surface vocabulary: emoticons by mood, posting clients, sponsorship wording,
 * comment and repost phrases by sentiment. {brand} {product} {emo} {num} {code} {link}
 * slots are filled by the text builders.
 */

const split = (s: string): string[] => s.split('|');

export const EMO_POSITIVE = split('[哈哈]|[赞]|[心]|[good]|[鼓掌]|[太开心]|[打call]|[偷笑]|[馋嘴]|[酷]|[抱抱]|[爱你]');
export const EMO_NEUTRAL = split('[doge]|[允悲]|[吃瓜]|[二哈]|[思考]|[笑cry]|[微笑]|[围观]|[费解]');
export const EMO_NEGATIVE = split('[泪]|[怒]|[汗]|[衰]|[抓狂]|[失望]|[委屈]|[生病]');

/** Posting clients with relative weights (phones dominate; web and video tools trail). */
export const SOURCES: readonly (readonly [string, number])[] = [
  ['iPhone客户端', 18],
  ['iPhone 15 Pro', 8],
  ['iPhone 16 Pro Max', 7],
  ['HUAWEI Mate 60', 7],
  ['HUAWEI Mate 60 Pro', 6],
  ['HUAWEI Pura 70', 4],
  ['小米14', 5],
  ['Xiaomi 14 Ultra', 3],
  ['荣耀Magic6', 3],
  ['OPPO Find X7', 3],
  ['vivo X100', 3],
  ['Android', 6],
  ['微博网页版', 6],
  ['微博 weibo.com', 4],
  ['iPad客户端', 2],
  ['微博视频号', 3],
  ['微博轻享版', 1],
];

/** Lines that mark a paid post, as Weibo bloggers write them. */
export const SPONSOR_LINES = split(
  '感谢@{brandAccount} 的邀请，{brand}{product}真的惊喜|#品牌合作# {brand}新品{product}体验|本条为{brand}品牌合作，体验真实分享|【广告】{brand}{product}限时优惠，戳→ {link}|优惠码：{code}，下单立减，链接 {link}|和{brand}合作啦！评论区抽{num}位送同款{emo}|{brand}{product}好物推荐（合作），购买链接：{link}|转发+关注@{brandAccount}，抽{num}位宝子送{brand}{product}',
);

/*
 * Comment wording by mood. Every line reads as its mood to a person; the lines were also checked
 * against the engine's sentiment model (packages/simulator/test/comment-sentiment.test.ts), which
 * reads short questions ("多少钱呀", "有没有平替") as negative: neutral lines are remarks, not
 * questions, so a demo's sentiment split shows what the generator meant.
 */
export const POSITIVE_COMMENTS = split(
  '颜值好高{emo}|{brand}yyds！真心喜欢{emo}|已经回购第三次了，真的好用|种草了，已下单{emo}|支持博主！{emo}|这个我也在用，推荐|喜欢喜欢，太棒了|效果真的很好{emo}|质量很好，值得买|博主推荐的都很靠谱{emo}|好有道理，学到了{emo}|{product}真不错，谢谢分享|好看，喜欢{emo}|说得太好了，赞同{emo}|看完心情都变好了{emo}|博主好用心，感谢分享|这一期干货满满{emo}|买了{product}，很满意',
);

export const NEUTRAL_COMMENTS = split(
  '记得以前也发过|先关注一下|看到了，先码一下|原来还有这种说法|周末去店里看看|在线等{emo}|周末打算去试试|坐等更新|今天才刷到{emo}|顺手转发|下次试试|收藏了{emo}|收藏一下，以后用得着|已经转给朋友了|关注一下后续|mark一下{emo}|我也想知道',
);

export const NEGATIVE_COMMENTS = split(
  '又恰饭了{emo}|{brand}质量真的不行，用了两次就坏了{emo}|广告太多了，取关了|价格太贵了吧，不值{emo}|踩雷了，很失望|感觉一般，没有说的那么好|{brand}客服态度太差了|智商税吧{emo}|太夸张了，不相信|别买，垃圾{emo}|{product}用着过敏了，难受{emo}|越来越敷衍了|{product}不好用，后悔买了{emo}|内容越来越水了|看不下去了，取关{emo}',
);

/** Emoticons without polarity in the engine's table: what a neutral comment adds. */
export const EMO_PLAIN = split('[doge]|[吃瓜]|[二哈]|[思考]|[微笑]|[围观]');

export const REPOST_PHRASES = split(
  '转发微博|转发微博|转发微博|{emo}|说得太对了|码住|学到了|哈哈哈哈哈{emo}|支持！|太真实了[允悲]|必须转|好看{emo}|冲冲冲|转发给需要的人|有道理|马一下|来了',
);

/** Wording a repost starts with when the reposter adds nothing (Weibo's default). */
export const DEFAULT_REPOST_TEXT = '转发微博';
export const DELETED_POST_TEXT = '抱歉，此微博已被作者删除。';
