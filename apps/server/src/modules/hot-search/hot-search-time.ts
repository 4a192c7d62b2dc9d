import { CHINA_OFFSET_MS, formatChinaTime } from '@boguan/contracts/china-time';

/** 'YYYY-MM-DD HH:mm:ss' China time of a stored instant. */
export function chinaTimeOf(at: Date | string): string {
  return formatChinaTime(new Date(at));
}

/** The instant a China date and minute ('YYYY-MM-DD', 'HH:mm') begins. */
export function chinaMinute(date: string, time: string): Date {
  return new Date(Date.parse(`${date}T${time}:00Z`) - CHINA_OFFSET_MS);
}

/** Captures the simulator made are demo data (演示数据 on every screen). */
export function isDemo(origin: string): boolean {
  return origin === 'simulator';
}
