/**
 * Fictional brands, invented for the demo world (any likeness to a real company is
 * accidental). Each has a Chinese and an English name, aliases that posts use, and the
 * industries it advertises in. Reputation and campaigns are drawn from the seed elsewhere.
 */

export interface BrandSeed {
  cnName: string;
  enName: string;
  aliases: readonly string[];
  categories: readonly string[];
}

function b(cnName: string, enName: string, aliases: string, categories: string): BrandSeed {
  return { cnName, enName, aliases: aliases.split('|'), categories: categories.split('|') };
}

export const BRAND_SEEDS: readonly BrandSeed[] = [
  b('露屿', 'LUYU', '露屿美妆|luyu|小蓝瓶', '美妆'),
  b('栖颜', 'Qiyan Beauty', '栖颜护肤|qiyan', '美妆'),
  b('绯澜', 'FEILAN', '绯澜彩妆|feilan|绯澜口红', '美妆|时尚'),
  b('沐芊', 'Muqian', '沐芊面膜|muqian', '美妆'),
  b('雾萃', 'WUCUI', '雾萃精华|wucui', '美妆|健康'),
  b('麦穗坊', 'Maisui Bakery', '麦穗|maisui', '美食'),
  b('椒语火锅', 'Jiaoyu Hotpot', '椒语|jiaoyu', '美食|本地生活'),
  b('茶半里', 'Chabanli Tea', '茶半里奶茶|chabanli', '美食|本地生活'),
  b('鲜卤记', 'Xianlu Kitchen', '鲜卤|xianlu', '美食'),
  b('山涧饮品', 'Shanjian Drinks', '山涧|山涧气泡水|shanjian', '美食|健康'),
  b('羽迹数码', 'Yuji Digital', '羽迹|yuji', '数码'),
  b('听澜', 'Tinglan Audio', '听澜耳机|tinglan', '数码|音乐'),
  b('极弦', 'JIXIAN', '极弦手机|jixian|极弦Pro', '数码|科技'),
  b('砚石电子', 'Yanshi Electronics', '砚石|yanshi', '数码|家居'),
  b('拓界', 'TUOJIE', '拓界平板|tuojie', '数码|教育'),
  b('驰岚汽车', 'Chilan Motors', '驰岚|chilan', '汽车'),
  b('远舟新能源', 'Yuanzhou EV', '远舟|yuanzhou|远舟EV', '汽车|科技'),
  b('越峰', 'Yuefeng Auto', '越峰SUV|yuefeng', '汽车|旅游'),
  b('溯光汽车', 'Suguang Auto', '溯光|suguang', '汽车'),
  b('贝禾', 'Beihe Baby', '贝禾奶粉|beihe', '母婴'),
  b('小棉芽', 'Cotton Sprout', '棉芽|小棉芽纸尿裤', '母婴'),
  b('安贝诺', 'Anbeinuo', '安贝诺童车|anbeinuo', '母婴|家居'),
  b('途屿旅行', 'Tuyu Travel', '途屿|tuyu', '旅游'),
  b('栖山民宿', 'Qishan Stays', '栖山|qishan', '旅游|本地生活'),
  b('风帆航空', 'Fengfan Air', '风帆|fengfan', '旅游'),
  b('幻弦游戏', 'Huanxian Games', '幻弦|huanxian', '游戏'),
  b('星渊互娱', 'Xingyuan Interactive', '星渊|xingyuan', '游戏|娱乐'),
  b('烈焰纪元', 'Blaze Era', '烈焰|blaze era', '游戏'),
  b('乐屿娱乐', 'Leyu Entertainment', '乐屿|leyu', '娱乐|音乐'),
  b('绘星娱乐', 'Huixing Entertainment', '绘星|huixing', '娱乐|影视'),
  b('衡远证券', 'Hengyuan Securities', '衡远|hengyuan', '财经'),
  b('盈舟基金', 'Yingzhou Fund', '盈舟|yingzhou', '财经'),
  b('稳渡银行', 'Wendu Bank', '稳渡|wendu', '财经'),
  b('疾风运动', 'Jifeng Sports', '疾风|jifeng', '体育|时尚'),
  b('跃界', 'YUEJIE', '跃界健身|yuejie', '体育|健康'),
  b('踏云跑鞋', 'Tayun Running', '踏云|tayun', '体育'),
  b('素衿', 'SUJIN', '素衿女装|sujin', '时尚'),
  b('棠屿', 'TANGYU', '棠屿包包|tangyu', '时尚'),
  b('墨隅', 'MOYU', '墨隅男装|moyu', '时尚'),
  b('澄珀', 'CHENGPO', '澄珀珠宝|chengpo', '时尚'),
  b('问渠教育', 'Wenqu Education', '问渠|wenqu', '教育'),
  b('拾阶英语', 'Shijie English', '拾阶|shijie', '教育'),
  b('木铎考研', 'Muduo Kaoyan', '木铎|muduo', '教育'),
  b('安和健康', 'Anhe Health', '安和|anhe', '健康'),
  b('清禾本草', 'Qinghe Herbal', '清禾|qinghe', '健康|美妆'),
  b('眠舒', 'MIANSHU', '眠舒枕|mianshu', '健康|家居'),
  b('皓齿', 'HAOCHI', '皓齿牙膏|haochi', '健康'),
  b('邻里集', 'Linliji', '邻里集超市|linliji', '本地生活'),
  b('街角生活', 'Jiejiao Life', '街角|jiejiao', '本地生活|美食'),
  b('城觅', 'CITYMI', '城觅App|citymi', '本地生活|旅游'),
  b('栖木家居', 'Qimu Home', '栖木|qimu', '家居'),
  b('暖巢', 'NUANCHAO', '暖巢床品|nuanchao', '家居'),
  b('拾屋', 'SHIWU', '拾屋收纳|shiwu', '家居'),
  b('毛球星球', 'Furball Planet', '毛球|furball', '宠物'),
  b('喵乐', 'MIAOLE', '喵乐猫粮|miaole', '宠物'),
  b('汪汪仓', 'Wangwang Store', '汪汪仓狗粮|wangwang', '宠物'),
  b('长川影业', 'Changchuan Pictures', '长川|changchuan', '影视'),
  b('鹿鸣影视', 'Luming Films', '鹿鸣|luming', '影视|娱乐'),
  b('弦月音乐', 'Xianyue Music', '弦月|xianyue', '音乐'),
  b('律动现场', 'Pulse Live', '律动|pulse live', '音乐|娱乐'),
  b('渊智科技', 'Yuanzhi AI', '渊智|yuanzhi', '科技|数码'),
  b('逐光机器人', 'Zhuguang Robotics', '逐光|zhuguang', '科技|家居'),
  b('铁翼模型', 'Tieyi Models', '铁翼|tieyi', '军事'),
  b('拾贝商城', 'Shibei Mall', '拾贝|shibei', '时尚|家居|数码'),
  // Appended, so no earlier brand's index, id or seeded draws move: 军事 had one brand, and every
  // category needs three or more for share of voice and comparisons.
  b('锐锋户外', 'Ruifeng Tactical', '锐锋|ruifeng|锐锋战术', '军事|旅游'),
  b('铸史文创', 'Zhushi Heritage', '铸史|zhushi|铸史军史', '军事|教育'),
];
