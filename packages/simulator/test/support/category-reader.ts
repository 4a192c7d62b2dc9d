/**
 * Reads which category a text is about from keywords, the way a person filing Weibo accounts
 * would. The product itself has no such classifier (real profiles arrive with no categories),
 * so this table is written by hand for the tests, not derived from the generator's word lists:
 * it is an independent check that generated names, bios and posts agree with the category the
 * world files an account under. Lookarounds keep shared words apart (扫地机器人 is 数码, not 科技).
 */

const RULES: Readonly<Record<string, string>> = {
  美妆: '美妆|化妆|护肤|彩妆|妆容|口红|粉底|眼影|精华液|面霜|防晒|卸妆|面膜|睫毛|唇釉|散粉|气垫|色号',
  美食: '美食|吃货|探店|餐厅|火锅|奶茶|烧烤|小龙虾|螺蛳粉|甜品|卤味|烘焙|牛肉面|自助餐|家常菜|干饭|食记|一人食|下饭|好吃|食材|寻味|食客|必吃|馋猫',
  数码: '数码|手机|平板|耳机|笔记本|智能手表|充电宝|机械键盘|显示器|相机|路由器|扫地机器人|开箱|评测|玩机|机圈|机友|硬件',
  汽车: '汽车|SUV|新能源车|轿车|MPV|电动车|混动|越野车|行车记录仪|车载|试驾|提车|油耗|车评|老司机|车圈|购车|新车',
  母婴: '母婴|育儿|宝宝|宝妈|妈妈|奶爸|萌娃|纸尿裤|奶粉|婴儿|辅食|绘本|安全座椅|遛娃|二胎|孕期|亲子(?!游)|早教|带娃',
  旅游: '旅游|旅行|游记|民宿|酒店|古镇|海岛|露营|雪山|博物馆|机票|主题乐园|穷游|citywalk|日出|日落|在路上|背包|看世界|文旅|出行|游玩|周末游',
  游戏: '游戏|电竞|手游|开黑|上分|玩家|皮肤|赛季|抽卡|副本|排位|通关|公测|版本更新|十连|出金|策划|欧皇|萌新',
  娱乐: '娱乐|明星|追星|吃瓜|八卦|星闻|爆料|路透|官宣|红毯|营业|同框|代言|粉丝见面会|花絮|好磕|神颜|杂志封面',
  财经: '财经|理财|投资|金融|财富|股评|基金|A股|黄金|房价|存款|利率|美股|股市|板块|财报|收评|早盘|仓位|营收|净利润|宏观|领涨|股价',
  体育: '体育|运动(?!鞋)|球迷|跑者|健身|赛场|(?<!电竞)比赛|联赛|跑步|球鞋|马拉松|羽毛球|篮球|足球|游泳|逆转|绝杀|夺冠|决赛|季后赛|主场|(?<![乐排])队',
  时尚: '时尚|穿搭|衣橱|时髦|搭配|潮流|连衣裙|风衣|牛仔裤|运动鞋|包包|项链|衬衫|卫衣|针织衫|香水|OOTD|显瘦|小个子|微胖',
  教育: '教育|学姐|学长|老师|学霸|讲堂|课代表|考研|高考|英语|四六级|网课|留学|编程课|公务员|作文|数学|学习(?!桌)|备考|上岸|真题|错题|提分|家长',
  健康: '健康|养生|医学|医生|药师|营养师|大夫|睡眠|体检|护眼|养胃|颈椎|中医|维生素|口腔|辟谣|谣言|减脂(?!餐)',
  // Local bloggers who visit and review places (merchant-posts.ts): the words of a 探店 post.
  探店: '探店|人均|宝藏小店|回访|踩点',
  本地生活:
    '本地生活|同城|城事|生活圈|本地通|街坊|本地(?!人)|天气|气象|气温|预警|暴雨|大雾|高温|交通|地铁|公交|夜市|商场|菜市场|公园|新店|首店|便民|身边事|城市(?!通勤)|开业|落户',
  家居: '家居|装修|收纳|小窝|沙发|床品|灯具|厨房电器|香薰|地毯|书架|智能门锁|出租屋|小户型|搬家|home',
  宠物: '萌宠|宠物|养猫|撸猫|我的猫|汪星人|喵星人|铲屎|毛孩子|主子|猫粮|狗粮|猫砂|冻干|猫爬架|驱虫|遛狗|领养|拆家',
  影视: '影视|影评|追剧|观影|片场|放映|剧迷|电视剧|电影|网剧|纪录片|动画|短剧|预告片|票房|原声|定档|杀青|大结局|开播|首映|剧评',
  音乐: '音乐|唱片|旋律|乐迷|歌单|新歌|演唱会|音乐节|专辑|翻唱|乐队|MV|单曲|巡演|彩排|录音室',
  科技: '科技|智能(?!手表|门锁)|前沿|硅谷|极客|大模型|芯片|(?<!扫地)机器人|自动驾驶|卫星|云计算|AR眼镜|无人机|人工智能',
  军事: '军事|国防|兵器|军迷|战史|铁血|舰艇|战机|演习|装备|阅兵|航母|导弹|军史',
};

/** Words that say an account is about the weather: these belong to local news, never to food. */
export const WEATHER_WORDS = /天气|气象|气温|预警|暴雨|降温|台风/;

const PATTERNS = Object.entries(RULES).map(([category, source]) => ({ category, re: new RegExp(source, 'g') }));

export const READ_CATEGORIES: readonly string[] = Object.keys(RULES);

/** Keyword hits per category in a text. */
export function categoryScores(text: string): Map<string, number> {
  const scores = new Map<string, number>();
  for (const { category, re } of PATTERNS) {
    const hits = text.match(re)?.length ?? 0;
    if (hits > 0) scores.set(category, hits);
  }
  return scores;
}

/** The categories with the most hits (several on a tie; none when no keyword is found). */
export function topCategories(scores: ReadonlyMap<string, number>): string[] {
  const best = Math.max(0, ...scores.values());
  return best === 0 ? [] : [...scores].filter(([, n]) => n === best).map(([c]) => c);
}

/** Adds b's hits into a. */
export function addScores(a: Map<string, number>, b: ReadonlyMap<string, number>): Map<string, number> {
  for (const [c, n] of b) a.set(c, (a.get(c) ?? 0) + n);
  return a;
}
