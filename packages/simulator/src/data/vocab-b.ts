import type { RawVocab } from './vocab.js';

/** 时尚 教育 健康 本地生活 家居 宠物 影视 音乐 科技 军事 */
export const VOCAB_B: readonly RawVocab[] = [
  {
    products: '连衣裙|风衣|牛仔裤|运动鞋|包包|项链|衬衫|卫衣|针织衫|香水',
    adjectives: '显瘦|高级感|百搭|氛围感|温柔|松弛感|不撞款|质感好',
    scenes: '一周穿搭|通勤穿搭|OOTD|微胖穿搭|小个子穿搭|约会穿搭|早秋穿搭',
    lines:
      '{scene}｜{brand}的{product}真的{adj}{emo}|{season}衣橱必备{product}，这样搭{adj}|{price}元的{product}穿出大牌感|{scene}第{num}天：{product}+小白鞋|{brand}新季{product}上身，{adj}|小个子选{product}记住这三点|今天的{scene}，评论区告诉我打几分{emo}',
    topics: '{scene}|{season}{product}|{brand}新品|{brand}{product}|{product}怎么搭',
    evergreen: '时尚穿搭|每日穿搭|时尚',
    nameWords: '穿搭|衣橱|时髦|风格|搭配|潮流',
  },
  {
    products: '考研|高考|英语|四六级|网课|留学|编程课|公务员考试|作文|数学',
    adjectives: '高效|干货满满|提分明显|思路清晰|少走弯路|实用',
    scenes: '学习打卡|备考经验|上岸分享|时间管理|错题整理|考前冲刺',
    lines:
      '{scene}第{num}天：今天搞定了{product}真题|{product}{scene}，这份资料{adj}|{season}{product}规划，照着做就行|{brand}的{product}课程体验：{adj}|{product}提分的关键是这三步|家长必看：孩子{product}没兴趣怎么办？|{scene}，一起加油{emo}',
    topics: '{product}{scene}|{season}{product}|{product}真题|{brand}{product}|{product}上岸',
    evergreen: '学习打卡|教育|考研',
    nameWords: '学姐|学长|老师|学霸|讲堂|课代表',
  },
  {
    products: '睡眠|体检|护眼|养胃|减脂|颈椎|中医|维生素|口腔健康|心理健康',
    adjectives: '靠谱|有效|科学|温和|简单易做|值得坚持',
    scenes: '健康科普|辟谣|日常养生|医生提醒|打工人自救|季节养护',
    lines:
      '{scene}：{product}问题，很多人都做错了|医生提醒：{season}要注意{product}|{product}小知识，{adj}，建议收藏|长期熬夜的人，{product}一定要重视[泪]|{brand}的{product}产品到底有没有用？理性分析|{scene}：这些关于{product}的说法都是谣言|坚持{num}天{product}习惯，身体变化很明显',
    topics: '{season}{product}|{product}{scene}|{product}误区|{brand}{product}|{product}小知识',
    evergreen: '健康|养生|医学科普',
    nameWords: '健康|医生|养生|药师|营养师|大夫',
  },
  {
    products: '商场|夜市|展览|地铁|菜市场|公园|新店|演出|咖啡馆|书店',
    adjectives: '超热闹|开业了|值得一逛|人气爆棚|出片|免费',
    scenes: '周末去哪|本地资讯|城市漫游|新店打卡|便民提醒|活动预告',
    lines:
      '{city}{scene}：{product}{adj}{emo}|{city}新开的{product}去过了，{adj}|{scene}：{city}这个周末有{num}场活动|提醒！{city}{product}明天起调整时间|{city}的{product}，本地人私藏清单|{brand}{city}首店开业，排队的人好多|{city}{season}{scene}，收藏备用',
    topics: '{city}{product}|{city}{scene}|{brand}{city}首店|{city}{season}|{city}新闻',
    evergreen: '同城|本地生活|城市生活',
    nameWords: '同城|城事|生活圈|本地通|城市|街坊',
  },
  {
    products: '沙发|收纳|床品|灯具|厨房电器|装修|香薰|地毯|书架|智能门锁',
    adjectives: '好用|颜值高|省空间|温馨|耐用|清洁方便|有氛围',
    scenes: '装修日记|出租屋改造|收纳整理|好物分享|小户型|搬家',
    lines:
      '{scene}：{product}选{brand}的，{adj}{emo}|{scene}第{num}天，{product}终于到了|{price}元改造出租屋，{product}{adj}|小户型必备{product}，省空间又好看|{brand}{product}用了半年，真实测评|{season}家里换上新{product}，幸福感满满|踩雷{product}避坑指南，装修前一定要看',
    topics: '{scene}|{season}{product}|{brand}{product}|{product}推荐|{scene}{product}',
    evergreen: '家居|装修|家居好物',
    nameWords: '家居|小窝|收纳|装修|住宅|home',
  },
  {
    products: '猫粮|狗粮|猫砂|冻干|宠物玩具|猫爬架|驱虫药|宠物医院|牵引绳',
    adjectives: '爱吃|健康|适口性好|安全|好用|无粉尘',
    scenes: '铲屎日常|领养|萌宠日记|新手养猫|遛狗|洗澡',
    lines:
      '{scene}：我家主子对{brand}{product}{adj}{emo}|{scene}第{num}天，今天又拆家了[允悲]|新手养猫必备{product}清单|{product}怎么选？看成分表最重要|{season}宠物驱虫别忘了|领养代替购买，{city}有只小可爱等你{emo}|它今天学会了握手[心]',
    topics: '{scene}|{brand}{product}|{product}测评|{season}养宠|{city}领养',
    evergreen: '萌宠|我的猫|汪星人',
    nameWords: '撸猫|汪星人|喵星人|铲屎官|毛孩子|萌宠',
  },
  {
    products: '电视剧|电影|网剧|纪录片|动画|短剧|预告片|票房|原声',
    adjectives: '好哭|高能|节奏紧凑|演技炸裂|细节满满|后劲大|意难平',
    scenes: '剧评|定档|杀青|大结局|开播|首映|幕后',
    lines:
      '{drama}{scene}了{emo}|《{drama}》{adj}，推荐给大家|{drama}第{num}集，{celebrity}这段{adj}|{scene}：{drama}票房破{num}亿|{celebrity}主演{product}《{drama}》官宣|《{drama}》{scene}，说说我的看法|追完《{drama}》，{adj}[泪]',
    topics: '{drama}{scene}|{drama}|{celebrity}{drama}|{drama}{adj}|{product}{scene}',
    evergreen: '电视剧|电影|追剧日常',
    nameWords: '影评|追剧|观影|片场|放映|剧迷',
  },
  {
    products: '新歌|演唱会|音乐节|专辑|现场|翻唱|乐队|歌单|MV',
    adjectives: '好听|单曲循环|燃|治愈|现场超稳|意境绝美',
    scenes: '新歌首发|巡演|彩排|音乐节|录音室|歌单推荐',
    lines:
      '{celebrity}{product}《{song}》{adj}{emo}|{scene}：{city}站门票{num}秒售罄|今日歌单：{song}，{adj}|{celebrity}{scene}现场，{adj}|{season}{product}阵容官宣，你最想看谁？|单曲循环《{song}》一整天了',
    topics: '{celebrity}{product}|{song}|{city}{product}|{season}{product}|{celebrity}{scene}',
    evergreen: '音乐|华语音乐|音乐节',
    nameWords: '音乐|唱片|旋律|乐迷|耳朵|歌单',
  },
  {
    products: '大模型|芯片|机器人|自动驾驶|卫星|新能源|云计算|AR眼镜|无人机',
    adjectives: '突破|落地|进展迅速|值得关注|颠覆|开源',
    scenes: '行业观察|发布会|科普|深度解读|技术前沿|创业',
    lines:
      '{brand}{product}{scene}：{adj}|{scene}：{product}离我们还有多远？|{brand}发布新一代{product}，性能提升{num}%|三分钟看懂{product}|{season}{product}行业{adj}，几个趋势|{product}会取代哪些工作？说说我的看法',
    topics: '{brand}{product}|{product}{scene}|{product}{adj}|{brand}发布会|{season}{product}',
    evergreen: '科技|人工智能|科技前沿',
    nameWords: '科技|智能|前沿|未来|硅谷|极客',
  },
  {
    products: '舰艇|战机|演习|装备|阅兵|航母|国防|军史|导弹',
    adjectives: '硬核|震撼|实力强大|意义重大|燃',
    scenes: '军事观察|装备解读|历史回顾|演习|国防科普',
    lines:
      '{scene}：新型{product}{adj}|{product}{scene}，细节值得细看|今天是{num}周年，致敬|{scene}：{product}背后的故事|一图看懂{product}发展史|{product}画面太{adj}了{emo}',
    topics: '{product}{scene}|{product}{adj}|{season}{product}|{product}',
    evergreen: '军事|国防|军事观察',
    nameWords: '军事|国防|兵器|军迷|战史|铁血',
  },
];
