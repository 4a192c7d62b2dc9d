/**
 * Local life: the cities whose merchants and places posts talk about, their districts (names as
 * the administrative maps write them, so a district chart and a map agree), the parts merchant
 * names are made of, and the sentences local bloggers write about a visit. Names are invented
 * from parts; any likeness to a real business is accidental. Each sentence set reads as the
 * category of the account writing it (test/categories.test.ts): a food account's visit talks
 * food, a travel account's talks travel, a 探店 account's talks 探店.
 */

export interface LifeDistrict {
  name: string;
  /** Relative share of the city's merchants (the centre has more). */
  weight: number;
}

export interface LifeCity {
  /** The city as local life files it: a municipality is its own city. */
  city: string;
  /** The province of data/regions.ts its bloggers are placed in. */
  province: string;
  districts: readonly LifeDistrict[];
}

const d = (spec: string): LifeDistrict[] =>
  spec.split('|').map((part) => {
    const [name, weight] = part.split(':');
    return { name: name ?? '', weight: Number(weight ?? 1) };
  });

export const LIFE_CITIES: readonly LifeCity[] = [
  {
    city: '上海',
    province: '上海',
    districts: d('黄浦区:3|静安区:3|徐汇区:3|浦东新区:3|长宁区:2|杨浦区:1.5|闵行区:1'),
  },
  { city: '北京', province: '北京', districts: d('朝阳区:3|东城区:3|西城区:2|海淀区:2.5|丰台区:1|通州区:1|昌平区:1') },
  { city: '成都', province: '四川', districts: d('锦江区:3|青羊区:3|武侯区:3|金牛区:1.5|成华区:1.5|双流区:1') },
  { city: '广州', province: '广东', districts: d('天河区:3|越秀区:3|海珠区:2|荔湾区:2|番禺区:1|白云区:1') },
  { city: '杭州', province: '浙江', districts: d('西湖区:3|上城区:3|拱墅区:2|滨江区:1.5|余杭区:1.5|萧山区:1') },
  { city: '重庆', province: '重庆', districts: d('渝中区:3|江北区:2.5|南岸区:2|渝北区:2|沙坪坝区:1.5|九龙坡区:1.5') },
];

/** Provinces whose accounts give their district as their city (上海 徐汇): the city is the province. */
export const LIFE_MUNICIPALITIES = ['北京', '上海', '天津', '重庆'];

export interface MerchantParts {
  category: string;
  /** Merchants of this category in each city. */
  perCity: number;
  prefixes: readonly string[];
  suffixes: readonly string[];
}

const split = (s: string) => s.split('|');

/**
 * Name parts per category. Prefixes avoid every brand name and alias of data/brands.ts (a test
 * holds it), so a merchant's name never names a brand.
 */
export const MERCHANT_PARTS: readonly MerchantParts[] = [
  {
    category: '餐饮',
    perCity: 8,
    prefixes: split(
      '老巷|蜀香|渔舟|阿婆|福满|云岭|海棠|胡同口|弄堂|江畔|炉边|山城|湘里|竹林|荷塘|花溪|青石|柳岸|桃源|望江',
    ),
    suffixes: split('火锅|小馆|面馆|烧烤|食堂|酒家|串串|饭庄|烤鱼|米线'),
  },
  {
    category: '咖啡',
    perCity: 4,
    prefixes: split('树影|慢岛|南风|白塔|拾光|栖木|云朵|半山|晨雾|鹿角|橙子|小满|灯塔|松果'),
    suffixes: split('咖啡|咖啡馆|Coffee'),
  },
  {
    category: '酒店',
    perCity: 3,
    prefixes: split('云栖|临江|锦庭|悦途|望山|澜庭|星河|枕水|素舍|观云'),
    suffixes: split('酒店|大酒店|精品酒店'),
  },
  {
    category: '景点',
    perCity: 4,
    prefixes: split('翠湖|玉带|鸣泉|落霞|观澜|白鹭|紫藤|凤鸣|青溪|云水'),
    suffixes: split('古街|博物馆|湿地|艺术区|古镇|植物园'),
  },
  {
    category: '购物',
    perCity: 3,
    prefixes: split('星汇|锦华|汇川|金座|云港|悦荟|新城|时代'),
    suffixes: split('广场|购物中心|商场|百货'),
  },
  {
    category: '休闲娱乐',
    perCity: 3,
    prefixes: split('星幕|乐途|光年|回声|漫游|奇点|蓝调|木马'),
    suffixes: split('影城|KTV|剧场|密室|电玩城|保龄球馆'),
  },
];

/**
 * How a visit is written, by who writes it. Every line names the place ({name}); the 探店 lines
 * carry the 探店 words (探店, 人均, 宝藏小店, 回访, 踩点) that file their authors under 探店.
 */
export const VISIT_LINES = {
  tandian: split(
    '【探店】{district}的{name}，人均{price}元，{praise}，宝藏小店会回访|周末踩点{name}（{district}），人均{price}，{praise}，探店清单+1，会回访|探店第{n}站：{name}，人均{price}元，{praise}，宝藏小店|{district}探店｜{name}，人均{price}，{praise}，已经回访两次',
  ),
  food: split(
    '今天去{district}的{name}吃饭，{foodPraise}|在{name}吃到了招牌菜，好吃到想再来一次|朋友推荐的{name}，必吃榜没骗人，{foodPraise}|下班去{name}干饭，{foodPraise}',
  ),
  local: split(
    '{district}的{name}最近活动很多，同城的朋友周末可以去逛逛|同城福利：{name}这周开业有活动，{district}附近的可以冲|{name}周末人好多，同城的小伙伴记得错峰去',
  ),
  travel: split(
    '{city}旅行第二天，去了{name}，{travelPraise}|这趟{city}周末游住在{name}，出行很方便，旅行体验满分|{city}游记：{name}值得专门去一趟，{travelPraise}',
  ),
} as const;

export type VisitRole = keyof typeof VISIT_LINES;

export const VISIT_PRAISE = split('环境很好|服务很贴心|性价比很高|出品稳定|氛围感拉满|老板很热情');
export const FOOD_PRAISE = split('味道真的绝|好吃不贵|招牌菜必点|分量很足|吃完还想再来');
export const TRAVEL_PRAISE = split('风景很美|拍照很出片|适合慢慢逛|值得一去|人不多很舒服');

/** A campaign day's words, after the visit line (no category words: it reads as the line it follows). */
export const CAMPAIGN_LINES = split('，店庆期间有优惠|，周年庆活动最后几天|，限时活动正在进行|，新品上市大家快去');

/** Which merchant categories each role writes about. */
export const ROLE_CATEGORIES: Record<VisitRole, readonly string[]> = {
  tandian: ['餐饮', '咖啡', '酒店', '景点', '购物', '休闲娱乐'],
  food: ['餐饮', '咖啡'],
  local: ['购物', '休闲娱乐'],
  travel: ['景点', '酒店'],
};
