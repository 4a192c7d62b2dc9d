/**
 * Templates for hot-search events outside the advertisers' industries (society, stars,
 * dramas, sports, feelings, internet), with the category label Weibo shows for them.
 * Slots: {city} {celebrity} {celebrity2} {drama} {team} {num} {few} {age} {gen} {brand} {season} {song}.
 */

export interface HotCategory {
  category: string;
  weight: number;
  templates: readonly string[];
}

const split = (s: string): string[] => s.split('|');

export const GENERAL_HOT: readonly HotCategory[] = [
  {
    category: '社会',
    weight: 20,
    templates: split(
      '{city}暴雨|{city}突发大雾|{city}地铁新线开通|{city}一小区电梯困人|{age}岁大爷坚持晨跑{num}年|{city}外卖小哥跳河救人|{city}发布高温预警|{city}机场大面积航班延误|{city}夜市火了|{season}返程高峰|{city}街头惊现萌宠|{city}公交司机暖心举动|{city}落户新政|{city}地铁站偶遇{celebrity}|{gen}后夫妻开店月入过万|{city}一学校食堂火了',
    ),
  },
  {
    category: '明星',
    weight: 15,
    templates: split(
      '{celebrity}新剧开机|{celebrity}回应恋情传闻|{celebrity}生日快乐|{celebrity}机场路透|{celebrity}红毯造型|{celebrity}官宣新代言|{celebrity}演唱会|{celebrity}综艺首秀|{celebrity}晒自拍|{celebrity}发文致歉|{celebrity}获奖感言|{celebrity}{celebrity2}同框|{celebrity}方否认|{celebrity}新造型',
    ),
  },
  {
    category: '电视剧',
    weight: 9,
    templates: split(
      '{drama}大结局|{drama}定档|{celebrity}{drama}演技|{drama}收视破{num}|{drama}名场面|{drama}花絮|{drama}番外|{drama}全员路透|{celebrity}{drama}杀青',
    ),
  },
  {
    category: '综艺',
    weight: 5,
    templates: split(
      '{celebrity}综艺名场面|{celebrity}{celebrity2}综艺同框|{celebrity}加盟新综艺|{celebrity}综艺金句|{celebrity}综艺翻车',
    ),
  },
  {
    category: '体育',
    weight: 8,
    templates: split(
      '{team}3比1逆转|{team}晋级决赛|{team}夺冠|{team}惜败|{team}主帅回应|{team}公布大名单|{team}主场{num}连胜|{city}马拉松开跑|{team}新援首秀',
    ),
  },
  {
    category: '情感',
    weight: 5,
    templates: split(
      '成年人的崩溃只在一瞬间|{gen}后{few}个扎心瞬间|你会和前任做朋友吗|原来情绪稳定才最重要|当代年轻人的{season}焦虑|异地恋{few}年终于见面|婚礼上最好哭的瞬间|和父母最好的相处方式',
    ),
  },
  {
    category: '互联网',
    weight: 5,
    templates: split(
      '{brand}回应用户质疑|{brand}App崩了|{brand}宣布降价|{brand}新功能上线|{brand}客服回应|{brand}年度报告|{brand}被约谈',
    ),
  },
  {
    category: '音乐',
    weight: 3,
    templates: split(
      '{celebrity}新歌{song}|{song}单曲循环|{celebrity}{song}现场|{city}音乐节阵容官宣|{celebrity}巡演{city}站',
    ),
  },
];

export const EVENT_ROLES = split('外卖小哥|快递员|护士|老师|保安大叔|大学生|程序员|环卫工人');

/** Campaign wording of paid hot-search seats (the brand name goes first). */
export const AD_CAMPAIGNS = split('新品上市|夏日狂欢节|会员日|品牌日|限时福利|新品首发|年度盛典|周年庆');
