/*
 * Accounts (the login dialog, /m/login, forgot password, binding after a WeChat scan): the limits,
 * messages and field rules the web and the server share. The calls and their schemas are in
 * accounts.api.ts; the field rules common to several forms in validation-messages.ts.
 */

/** Limits of the accounts module (spec 9 where it gives them; our decisions otherwise, see docs/accounts.md). */
export const AccountLimits = {
  smsCodeTtlSeconds: 300,
  smsMaxPerHour: 5,
  smsMaxPerDay: 10,
  smsMaxWrongTries: 5,
  captchaTtlSeconds: 300,
  qrTicketTtlSeconds: 120,
  /** A scanned ticket without an account stays usable this long for the binding form. */
  qrBindWindowSeconds: 600,
  qrPollIntervalMs: 2000,
  qrMaxPolls: 30,
  loginFailureWindowMinutes: 15,
  /** Failures of one account after which each next try waits (a growing delay), never a lock-out. */
  loginMaxFailuresPerAccount: 10,
  /** The first wait past the threshold, doubling with each further failure up to the cap. */
  loginDelayBaseSeconds: 5,
  loginDelayMaxSeconds: 300,
  /** Failures from one address in the window: past this, password logins from it are refused. */
  loginMaxFailuresPerIp: 50,
  /** checkRegister answers per address per minute (it tells whether a number has an account). */
  checkRegisterPerMinutePerIp: 20,
  /** Entries of the personal centre's login history page. */
  loginHistoryPageSize: 10,
} as const;

export const SmsPurpose = {
  login: 'login',
  binding: 'binding',
  reset: 'reset',
  /** The personal centre: proving the bound number before changing it, then the new number. */
  changeOld: 'change_old',
  changeNew: 'change_new',
  /** Account cancellation, sent to the bound number. */
  cancel: 'cancel',
} as const;
export type SmsPurpose = (typeof SmsPurpose)[keyof typeof SmsPurpose];

/** Seconds the client counts down and the server enforces between two codes of one purpose (spec 9). */
export const SMS_RESEND_SECONDS: Record<SmsPurpose, number> = {
  login: 10,
  binding: 59,
  reset: 59,
  change_old: 59,
  change_new: 59,
  cancel: 59,
};

export const AccountMessage = {
  loginOk: '登录成功',
  /** A login during the cancellation's cooling-off period undoes the cancellation. */
  loginCancelUndone: '登录成功，您的账号注销申请已撤销',
  logoutOk: '退出登录成功',
  badCredentials: '账号或密码错误',
  captchaNeeded: '请输入图形验证码',
  captchaWrong: '图形验证码错误',
  captchaExpired: '图形验证码已失效，请刷新',
  tooManyFailures: '该网络登录失败次数过多，请15分钟后再试，或使用短信验证码登录',
  tooFrequent: '操作过于频繁，请稍后再试',
  smsSent: '验证码已发送',
  smsWrong: '验证码错误',
  smsExpired: '验证码已过期，请重新获取',
  smsMissing: '请先获取验证码',
  smsUsed: '验证码已失效，请重新获取',
  smsTooManyTries: '验证码错误次数过多，请重新获取',
  smsDailyCap: '该手机号今日获取验证码次数已达上限，请明天再试',
  smsSendFailed: '短信发送失败，请稍后再试',
  qrExpired: '二维码已失效，请刷新',
  mobileNotRegistered: '该手机号未注册',
  mobileRegistered: '该手机号已注册，请直接绑定登录',
  mobileBoundOtherWx: '该手机号已绑定其他微信',
  wxBoundOtherAccount: '该微信已绑定其他账号',
  accountCancelled: '该账号已注销',
  oldPasswordWrong: '原密码错误',
  passwordChangeLocked: '原密码错误次数过多，请15分钟后再试',
  noPasswordYet: '当前账号尚未设置密码，请通过忘记密码设置',
  samePassword: '新密码不能与原密码相同',
  passwordChanged: '密码修改成功',
  passwordReset: '密码重置成功',
  mobileVerified: '验证成功',
} as const;

/** A password login past the account's failure threshold waits; SMS login is not affected. */
export const loginDelayMessage = (seconds: number): string =>
  `密码错误次数过多，请${seconds}秒后再试；短信验证码登录不受影响`;

export const smsWaitMessage = (seconds: number): string => `请等待${seconds}秒后再获取验证码`;
export const smsHourlyCapMessage = (minutes: number): string => `该手机号获取验证码过于频繁，请${minutes}分钟后再试`;

/** The identities that may register and reset a password (spec 3: only 我是广告主 today). */
export const IDENTITY_TYPES = ['Ad'] as const;
export type IdentityType = (typeof IDENTITY_TYPES)[number];

/** The browser's stable id (random hex from the web app); it binds captchas and sessions to a device. */
export const DEVICE_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** Longest values the accounts forms take. */
export const AccountFieldMax = {
  /** A password being checked (login, old password); a new one follows PASSWORD_PATTERN. */
  password: 64,
  imgCaptcha: 10,
  unid: 128,
  ip: 64,
  callback: 200,
  timestamp: 32,
  week: 8,
  url: 500,
  openTime: 32,
  source: 100,
  keyword: 100,
  plan: 100,
  shareId: 64,
} as const;

/** What the server says about a malformed accounts field (spec 5 leaves these to us). */
export const AccountInputMessage = {
  deviceIdMissing: '缺少设备标识 device_id',
  deviceIdInvalid: '设备标识 device_id 格式错误',
  passwordInvalid: '密码格式错误',
  repasswordEmpty: '请再次输入密码',
  identityType: '身份类型错误',
} as const;
