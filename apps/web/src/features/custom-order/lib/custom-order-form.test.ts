import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { customOrderErrors, defaultPeriod, toSubmitBody } from './custom-order-form';

const valid = {
  describe: '  需要近三个月的品牌声量数据，按周汇总  ',
  scope: ['brand'],
  date_from: dayjs('2026-01-01'),
  date_to: dayjs('2026-01-31'),
  budget: 'undecided',
  contact: ' 王小明 ',
  tel: '13812345678',
};

describe('the custom order form', () => {
  it('sends trimmed texts and the dates as YYYY-MM-DD', () => {
    expect(toSubmitBody(valid)).toEqual({
      describe: '需要近三个月的品牌声量数据，按周汇总',
      scope: ['brand'],
      date_from: '2026-01-01',
      date_to: '2026-01-31',
      budget: 'undecided',
      contact: '王小明',
      tel: '13812345678',
      email: '',
      company: '',
    });
  });

  it('says what the server says, field by field, with today bounding the end', () => {
    expect(customOrderErrors(valid, '2026-01-05')).toEqual({});
    expect(customOrderErrors({}, '2026-01-05')).toEqual({
      describe: '请描述您需要的数据',
      scope: '请选择数据范围',
      date_from: '请选择开始日期',
      date_to: '请选择结束日期',
      budget: '请选择预算范围',
      contact: '请填写您的姓名',
      tel: '请填写您的联系号码',
    });
    expect(customOrderErrors({ ...valid, date_to: dayjs('2026-04-06') }, '2026-01-05')).toEqual({
      date_to: '结束日期不能晚于今天之后90天',
    });
    expect(customOrderErrors({ ...valid, date_to: dayjs('2026-04-05') }, '2026-01-05')).toEqual({});
    expect(customOrderErrors({ ...valid, email: 'x@y' }, '2026-01-05')).toEqual({ email: '请填写正确的邮箱' });
  });

  it('offers the last 30 days', () => {
    expect(defaultPeriod('2026-01-30')).toEqual({ from: '2026-01-01', to: '2026-01-30' });
  });
});
