import type { RawVocab } from './vocab.js';

/** 美妆 美食 数码 汽车 母婴 旅游 游戏 娱乐 财经 体育 */
export const VOCAB_A: readonly RawVocab[] = [
  {
    products: '粉底液|口红|眼影盘|精华液|面霜|防晒霜|卸妆油|面膜|气垫|睫毛膏|唇釉|散粉',
    adjectives: '水润|显白|持妆|不卡粉|清爽|温和|服帖|好推开|不拔干|质感高级',
    scenes: '通勤妆|约会妆|伪素颜|换季护肤|熬夜急救|早八快速妆|夏日控油|秋冬保湿',
    lines:
      '{scene}终于找到本命{product}了{emo}|油皮姐妹冲！这支{product}真的{adj}|空瓶记录：{brand}{product}已经回购第{num}瓶了|敏感肌实测{brand}{product}，上脸{adj}不闷痘|{season}护肤重点就是保湿和防晒，别偷懒|今天的{scene}用到了{brand}新出的{product}，{adj}到不行{emo}|黄黑皮挑{product}一定要看色号，这几支亲测{adj}|说句实话，{price}元的{product}没必要买大牌|{product}用法很关键：少量多次，薄涂才{adj}|一周护肤流程整理好了，建议收藏',
    topics:
      '{season}{product}推荐|{brand}新品|{scene}教程|{product}测评|平价{product}|{brand}{product}翻车|{scene}挑战',
    evergreen: '美妆分享|护肤日常|彩妆教程',
    nameWords: '美妆|化妆|护肤|彩妆|妆容|口红|画眉',
  },
  {
    products: '火锅|奶茶|烧烤|小龙虾|螺蛳粉|早餐|甜品|咖啡|卤味|烘焙|牛肉面|自助餐',
    adjectives: '好吃|鲜嫩|香辣|入味|绝绝子|性价比超高|分量足|软糯',
    scenes: '探店|一人食|家常菜|深夜食堂|周末brunch|打工人午餐|减脂餐|下饭菜',
    lines:
      '{city}这家{product}店排队一小时也值了{emo}|{scene}：{product}做法超简单，十分钟搞定|人均{price}吃到撑，{product}{adj}到想哭|终于吃到{brand}的新品{product}了，{adj}！|{season}就该来一顿{product}{emo}|打卡{city}本地人才知道的{product}，老板人超好|今天的{scene}是{product}，{adj}|跟着评论区推荐去吃了{product}，真的没踩雷|冰箱里剩下的食材做了一锅{product}，家人都说{adj}',
    topics: '{city}美食推荐|{brand}新品|{scene}|{season}必吃{product}|{product}怎么做|{brand}门店排队',
    evergreen: '美食|吃货日记|家常菜',
    nameWords: '吃货|美食|厨房|干饭|小厨|食记|馋猫',
  },
  {
    products: '手机|平板|耳机|笔记本|智能手表|充电宝|机械键盘|显示器|相机|路由器|扫地机器人',
    adjectives: '流畅|续航顶|做工扎实|性价比高|手感好|屏幕细腻|发热控制不错|拍照清晰',
    scenes: '开箱|深度评测|横评|上手体验|使用一个月|618选购|学生党推荐|续航测试',
    lines:
      '{brand}新款{product}{scene}来了，整体{adj}{emo}|{product}{scene}：这个价位{adj}，但系统还有小毛病|{price}元档{product}怎么选？一张图看懂|用了{brand}{product}一个月，说说真实感受|{product}参数对比表整理好了，建议收藏|实测{brand}{product}：{adj}，但充电有点慢|很多人问我{product}要不要等新款，我的建议是看需求|{season}数码好物清单，第三个最值',
    topics: '{brand}{product}发布会|{brand}新品|{product}{scene}|{season}{product}选购|{brand}{product}翻车',
    evergreen: '数码|数码测评|数码好物',
    nameWords: '数码|开箱|机友|评测|硬件|机圈|玩机',
  },
  {
    products: 'SUV|新能源车|轿车|MPV|电动车|混动车型|越野车|行车记录仪|车载冰箱',
    adjectives: '操控好|空间大|油耗低|续航扎实|智驾靠谱|内饰精致|底盘稳|舒适',
    scenes: '试驾|长测|提车作业|自驾游|用车成本|冬季续航|高速实测|城市通勤',
    lines:
      '{brand}新款{product}{scene}：{adj}，但后排略挤|{scene}一万公里，{brand}{product}真实油耗公布|{price}万预算买{product}，这三款最值得看{emo}|{product}冬季续航打几折？实测告诉你|带家人{scene}，{product}{adj}，孩子睡得很香|很多粉丝问{brand}{product}值不值，今天统一回复|{scene}记录：{city}到周边，全程{adj}',
    topics: '{brand}新车上市|{brand}{product}|{product}{scene}|{season}购车|{brand}召回',
    evergreen: '汽车|新能源汽车|提车日记',
    nameWords: '汽车|车评|老司机|驾道|车圈|开车',
  },
  {
    products: '纸尿裤|奶粉|婴儿车|辅食|儿童绘本|安全座椅|湿巾|儿童牙刷|学习桌',
    adjectives: '安心|柔软|不红屁屁|宝宝爱吃|安全|好收纳|成分干净|轻便',
    scenes: '育儿经验|辅食记录|早教|遛娃|二胎日常|孕期好物|新手妈妈|亲子游',
    lines:
      '{scene}：宝宝{num}个月了，{product}换成了{brand}，{adj}{emo}|新手妈妈必看！{product}怎么选|带娃出门，{product}{adj}真的太重要了|{brand}{product}用了半年，说说优缺点|{scene}分享，今天宝宝自己吃饭啦{emo}|{season}宝宝容易生病，这几件事一定要做|婆婆和我对{product}意见不一样，大家怎么看',
    topics: '{scene}|{brand}{product}|{season}育儿|新手妈妈{product}|{product}安全',
    evergreen: '育儿|母婴好物|宝宝成长记',
    nameWords: '妈妈|宝妈|育儿|萌娃|母婴|奶爸',
  },
  {
    products: '民宿|酒店|古镇|海岛|露营地|雪山|自驾路线|博物馆|机票|主题乐园',
    adjectives: '风景绝美|人少景美|出片|治愈|性价比高|服务贴心|小众|浪漫',
    scenes: '周末游|自驾|穷游攻略|亲子游|特种兵旅游|citywalk|露营|看日出',
    lines:
      '{city}{scene}攻略来了，{product}{adj}{emo}|住了一晚{brand}旗下的{product}，{adj}|{season}最适合去{city}，人少还便宜|{scene}三天两晚，人均{price}元，路线放图里了|在{city}看到了这辈子最美的日落{emo}|第一次去{city}，这些坑千万别踩|{product}推荐：{adj}，适合带爸妈',
    topics: '{city}旅游|{city}{scene}|{season}去哪玩|{brand}酒店|{city}{product}',
    evergreen: '旅行|旅游攻略|旅行日记',
    nameWords: '旅行|游记|在路上|背包|远方|看世界',
  },
  {
    products: '手游|新版本|皮肤|赛季|主机游戏|抽卡|副本|电竞比赛|游戏本',
    adjectives: '上头|平衡性好|画面炸裂|手感丝滑|氪金友好|剧情好哭|策划良心|肝度适中',
    scenes: '开黑|新赛季|抽卡|通关|排位上分|联动活动|公测|版本更新',
    lines:
      '{brand}{scene}终于来了，{product}{adj}{emo}|{scene}一晚上，从钻石打回黄金[泪]|{brand}这次联动{product}太好看了，冲！|{product}{scene}攻略整理好了，萌新看这篇|说实话{brand}这次的{product}有点劝退|{scene}十连出金{emo}今天是欧皇|策划看看吧，{product}真的该改了',
    topics: '{brand}{scene}|{brand}{product}爆料|{product}{scene}|{season}电竞|{brand}联动',
    evergreen: '游戏|电竞|手游日常',
    nameWords: '游戏|电竞|玩家|开黑|上分|手游',
  },
  {
    products: '新剧|综艺|演唱会|红毯|新歌|杂志封面|电影|直播|路透',
    adjectives: '太美了|演技在线|营业了|氛围感拉满|好磕|状态超好|绝美|神颜',
    scenes: '路透|官宣|营业|生日|合作舞台|后台花絮|粉丝见面会|品牌活动',
    lines:
      '{celebrity}{scene}来了{emo}{adj}|{celebrity}的{product}定档，期待！|{celebrity}和{celebrity2}同框了，好磕|{celebrity}出席{brand}{scene}，{adj}|今天的{celebrity}也是{adj}的一天{emo}|{celebrity}{product}幕后花絮，笑死我了[允悲]|吃瓜：{celebrity}{scene}，网友吵翻了',
    topics:
      '{celebrity}{scene}|{celebrity}{product}官宣|{celebrity}{celebrity2}|{celebrity}{brand}代言|{celebrity}回应',
    evergreen: '娱乐|追星日常|明星资讯',
    nameWords: '娱乐|八卦|追星|吃瓜|星闻|爆料',
  },
  {
    products: '基金|A股|黄金|房价|理财|存款利率|美股|消费数据|新能源板块|养老金',
    adjectives: '震荡|回暖|承压|超预期|稳健|分化明显|放量|低于预期',
    scenes: '收评|早盘|财报季|宏观解读|理财课|投资复盘|政策解读',
    lines:
      '{scene}：今天{product}{adj}，{brand}领涨|{product}到底还能不能买？说说我的看法|{brand}财报发布，营收{adj}，净利润增长{num}%|{season}{product}怎么配置？三个原则|普通人理财，先把{product}搞明白|{scene}：{product}{adj}，注意控制仓位|数据出炉：{product}{adj}，背后原因值得关注',
    topics: '{brand}财报|{product}{adj}|{season}{product}|{scene}|{brand}股价',
    evergreen: '财经|理财|股市',
    nameWords: '财经|投资|理财|金融|财富|股评',
  },
  {
    products: '比赛|联赛|跑步|健身|球鞋|马拉松|羽毛球|篮球|足球|游泳',
    adjectives: '逆转|绝杀|状态火热|发挥稳定|燃炸了|拼尽全力|统治力十足|教科书级',
    scenes: '赛后|训练日常|夺冠|首发|决赛|友谊赛|主场|季后赛',
    lines:
      '{scene}：{team}{adj}，太提气了{emo}|今天跑了{num}公里，{brand}新款{product}脚感不错|{team}{scene}名单公布，你看好谁？|{product}新手入门，这几点很重要|{scene}！{team}{adj}拿下比赛|{season}{product}计划打卡第{num}天|穿{brand}{product}跑完半马，说说感受',
    topics: '{team}{scene}|{team}{adj}|{brand}{product}|{season}{product}|{city}马拉松',
    evergreen: '体育|运动打卡|健身',
    nameWords: '体育|运动|球迷|跑者|健身|赛场',
  },
];
