/**
 * What people write about a brand while something happens to it. Campaign buzz reads warm or
 * neutral (the launch, the offer, the ad everyone saw); a crisis reads as complaints in the words
 * themselves (quality, refunds, customer service, an apology that did not land), not only in
 * emoticons, so a sentiment model that reads text sees the episode. Every lead sentence names the
 * brand; {product} comes from the post's industry.
 */

const split = (s: string): string[] => s.split('|');

export const CAMPAIGN_LEADS = split(
  '{brand}这次的活动真的很划算，已经囤了|{brand}的新广告拍得好美，喜欢|{brand}联名款好好看，已入手|{brand}直播间福利多多，推荐大家去看看|支持{brand}，{product}越做越好了|{brand}的活动参加了，中奖啦开心|{brand}新品{product}上市，已经下单了，期待|{brand}这个{product}真的值得买，推荐|到处都是{brand}的新品{product}，看了好心动',
);

export const COMPLAINT_LEADS = split(
  '{brand}的{product}用了{few}天就出问题，客服一直踢皮球，太失望了|再也不买{brand}了，质量差还不给退|{brand}这次的事情真的让人寒心，道歉也没诚意|被{brand}坑惨了，{product}问题一堆，维权好难|避雷{brand}！{product}和宣传的完全不一样|{brand}出了这种事还不回应，脱粉了|{brand}客服态度太差了，投诉{few}次都没人管|{brand}的{product}又翻车了，垃圾质量|{brand}必须给个说法，消费者不是韭菜|后悔买了{brand}的{product}，钱白花了|{brand}的品控越来越差，真的很生气',
);

/** Further sentences of a complaint (long posts go on about it). */
export const COMPLAINT_LINES = split(
  '售后拖了{num}天还没解决|已经投诉到12315了|劝大家别买了|真的气死了|退款申请被驳回了{few}次|客服只会复制粘贴道歉|同样遇到问题的姐妹评论区集合|官方到现在一句解释都没有|之前的好印象全没了|这种态度真的太差劲了',
);
