/**
 * Provinces with their population (2020 census, ten-thousands) and main cities, capital
 * first. Bloggers are placed by these weights so regional charts look like China's.
 * Cities carry a relative weight: the capital and large cities draw more accounts.
 */

import { cumulate } from '../rng.js';

export interface Province {
  name: string;
  population: number;
  cities: readonly string[];
}

export const PROVINCES: readonly Province[] = [
  { name: '广东', population: 12601, cities: ['广州', '深圳', '东莞', '佛山', '珠海', '汕头', '惠州', '中山', '湛江'] },
  { name: '山东', population: 10153, cities: ['济南', '青岛', '烟台', '潍坊', '临沂', '淄博', '济宁', '威海'] },
  { name: '河南', population: 9937, cities: ['郑州', '洛阳', '南阳', '新乡', '开封', '商丘', '周口', '信阳'] },
  { name: '江苏', population: 8475, cities: ['南京', '苏州', '无锡', '常州', '南通', '徐州', '扬州', '盐城'] },
  { name: '四川', population: 8367, cities: ['成都', '绵阳', '宜宾', '南充', '德阳', '泸州', '乐山'] },
  { name: '河北', population: 7461, cities: ['石家庄', '保定', '唐山', '邯郸', '廊坊', '沧州', '秦皇岛'] },
  { name: '湖南', population: 6644, cities: ['长沙', '株洲', '湘潭', '衡阳', '岳阳', '常德', '郴州'] },
  { name: '浙江', population: 6457, cities: ['杭州', '宁波', '温州', '绍兴', '嘉兴', '金华', '台州', '湖州'] },
  { name: '安徽', population: 6103, cities: ['合肥', '芜湖', '蚌埠', '阜阳', '安庆', '马鞍山', '黄山'] },
  { name: '湖北', population: 5775, cities: ['武汉', '宜昌', '襄阳', '荆州', '黄石', '十堰', '孝感'] },
  { name: '广西', population: 5013, cities: ['南宁', '柳州', '桂林', '玉林', '北海', '梧州'] },
  { name: '云南', population: 4721, cities: ['昆明', '大理', '曲靖', '玉溪', '丽江', '红河'] },
  { name: '江西', population: 4519, cities: ['南昌', '赣州', '九江', '上饶', '宜春', '景德镇'] },
  { name: '辽宁', population: 4259, cities: ['沈阳', '大连', '鞍山', '锦州', '营口', '丹东'] },
  { name: '福建', population: 4154, cities: ['福州', '厦门', '泉州', '漳州', '莆田', '龙岩'] },
  { name: '陕西', population: 3953, cities: ['西安', '咸阳', '宝鸡', '榆林', '渭南', '汉中'] },
  { name: '贵州', population: 3856, cities: ['贵阳', '遵义', '六盘水', '毕节', '安顺'] },
  { name: '山西', population: 3492, cities: ['太原', '大同', '运城', '晋中', '长治', '临汾'] },
  { name: '重庆', population: 3205, cities: ['渝中', '江北', '渝北', '沙坪坝', '九龙坡', '南岸', '万州'] },
  { name: '黑龙江', population: 3185, cities: ['哈尔滨', '大庆', '齐齐哈尔', '牡丹江', '佳木斯'] },
  { name: '新疆', population: 2585, cities: ['乌鲁木齐', '喀什', '伊犁', '克拉玛依', '昌吉'] },
  { name: '甘肃', population: 2502, cities: ['兰州', '天水', '酒泉', '白银', '张掖'] },
  { name: '上海', population: 2487, cities: ['浦东新区', '徐汇', '静安', '黄浦', '闵行', '杨浦', '长宁'] },
  { name: '吉林', population: 2407, cities: ['长春', '吉林', '延边', '四平', '通化'] },
  { name: '内蒙古', population: 2405, cities: ['呼和浩特', '包头', '鄂尔多斯', '赤峰', '呼伦贝尔'] },
  { name: '台湾', population: 2356, cities: ['台北', '高雄', '台中', '新北'] },
  { name: '北京', population: 2189, cities: ['朝阳', '海淀', '东城', '西城', '丰台', '通州', '昌平'] },
  { name: '天津', population: 1387, cities: ['和平', '南开', '河西', '滨海新区', '河东'] },
  { name: '海南', population: 1008, cities: ['海口', '三亚', '儋州', '琼海'] },
  { name: '香港', population: 747, cities: ['香港'] },
  { name: '宁夏', population: 720, cities: ['银川', '石嘴山', '吴忠', '固原'] },
  { name: '青海', population: 592, cities: ['西宁', '海东', '海西'] },
  { name: '西藏', population: 365, cities: ['拉萨', '日喀则', '林芝'] },
  { name: '海外', population: 300, cities: ['美国', '日本', '英国', '澳大利亚', '加拿大', '新加坡'] },
  { name: '澳门', population: 68, cities: ['澳门'] },
];

/** Cumulative population weights, for Rng.weighted. */
export const PROVINCE_CUMULATIVE: readonly number[] = cumulate(PROVINCES.map((p) => p.population));

/** Share of cities inside a province: the first (capital) carries the most. */
export function cityWeight(index: number): number {
  return index === 0 ? 3 : 1 / (1 + index * 0.3);
}
