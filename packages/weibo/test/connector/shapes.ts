/**
 * Hand-written answers in the shapes Weibo sends for endpoints that have no recorded copy in the
 * shared data (hot-search band, topic page, followers, reposts, comments, search). Field names and
 * nesting follow the live answers as documented in docs/weibo-connector.md; the values are made up.
 */

export const user = (id: number, name: string, followers: number | string = 1200) => ({
  id,
  idstr: String(id),
  screen_name: name,
  profile_image_url: `https://tvax1.sinaimg.cn/crop.0.0.180.180.180/${id}.jpg`,
  gender: 'f',
  followers_count: followers,
  follow_count: 88,
  statuses_count: 321,
  verified: false,
  verified_type: -1,
  description: '',
});

export const mblog = (mid: string, createdAt: string, text: string, author: ReturnType<typeof user>) => ({
  created_at: createdAt,
  id: mid,
  mid,
  bid: `B${mid.slice(-6)}`,
  text,
  source: 'iPhone客户端',
  user: author,
  reposts_count: 3,
  comments_count: 5,
  attitudes_count: 40,
  isLongText: false,
});

export const bandEntry = (fields: Record<string, unknown>) => ({
  word_scheme: `#${String(fields.word)}#`,
  star_word: 0,
  subject_querys: '',
  emoticon: '',
  icon_desc_color: '#ff9406',
  small_icon_desc_color: '#ff9406',
  topic_flag: 1,
  expand: 0,
  channel_type: '',
  onboard_time: 1717984321,
  ...fields,
});

/** weibo.com/ajax/side/hotSearch: realtime[] plus the pinned hotgov entries outside the ranking. */
export const hotSearchBand = {
  ok: 1,
  data: {
    realtime: [
      bandEntry({
        word: '端午假期出游',
        note: '端午假期出游',
        num: 1_288_410,
        raw_hot: 1_288_410,
        rank: 1,
        realpos: 2,
        flag: 1,
        label_name: '新',
        icon_desc: '新',
        small_icon_desc: '新',
        category: '民生新闻',
      }),
      bandEntry({
        word: '高考作文题',
        note: '高考作文题',
        num: 2_843_562,
        raw_hot: 2_843_562,
        rank: 0,
        realpos: 1,
        flag: 2,
        label_name: '热',
        icon_desc: '热',
        small_icon_desc: '热',
        category: '社会新闻,教育',
      }),
      bandEntry({
        word: '某品牌夏日新品',
        note: '某品牌夏日新品',
        num: 0,
        realpos: 3,
        is_ad: 1,
        label_name: '',
        icon_desc: '荐',
        small_icon_desc: '荐',
        ad_info: '',
      }),
      bandEntry({
        word: '今天是芒种',
        note: '今天是芒种',
        num: 956_120,
        rank: 2,
        realpos: 4,
        flag: 0,
        label_name: '',
        category: '暂无',
      }),
    ],
    hotgovs: [{ word: '#学习贯彻全会精神#', is_gov: 1, name: '#学习贯彻全会精神#' }],
    hotgov: { word: '#学习贯彻全会精神#', is_gov: 1 },
  },
};

/** m.weibo.cn container 231522type=1&q=#name#: the topic head card in cardlistInfo. */
export const topicPage = (midtext: string, extraHead: Record<string, unknown> = {}) => ({
  ok: 1,
  data: {
    cardlistInfo: {
      v_p: '42',
      containerid: '231522type=1&q=#高考作文题#',
      starttime: 1717984321,
      show_style: 1,
      cardlist_title: '',
      desc: '',
      cardlist_head_cards: [
        {
          head_type: 1,
          head_type_name: 'topic',
          show_menu: false,
          head_data: {
            title: '#高考作文题#',
            portrait_url: 'https://wx1.sinaimg.cn/thumb180/topic.jpg',
            midtext,
            downtext: '主持人：人民日报',
            ...extraHead,
          },
        },
      ],
    },
    cards: [],
  },
});

/** m.weibo.cn container 231051_-_fans_-_{uid}: groups of user cards (card_type 10). */
export const followersPage = (users: ReturnType<typeof user>[], sinceId: number | null) => ({
  ok: 1,
  data: {
    cardlistInfo: {
      containerid: '231051_-_fans_-_6279793937',
      v_p: 42,
      show_style: 1,
      ...(sinceId ? { since_id: sinceId } : {}),
    },
    cards: [
      {
        card_type: 11,
        itemid: '231051_-_fans_-_6279793937',
        card_group: users.map((u) => ({ card_type: 10, user: u, desc1: '', desc2: `粉丝：${u.followers_count}` })),
      },
    ],
  },
});
