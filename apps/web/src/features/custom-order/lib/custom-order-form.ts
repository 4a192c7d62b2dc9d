import { addDays, chinaDate } from '@boguan/contracts/china-time';
import { type CustomOrderField, type CustomOrderValues, customOrderProblems } from '@boguan/contracts/custom-order';
import type { Dayjs } from 'dayjs';

/** The form as antd holds it: the dates are pickers' values. */
export interface CustomOrderFormValues {
  describe?: string;
  scope?: string[];
  date_from?: Dayjs | null;
  date_to?: Dayjs | null;
  budget?: string;
  contact?: string;
  tel?: string;
  email?: string;
  company?: string;
}

const text = (value: string | undefined): string => (value ?? '').trim();
const day = (value: Dayjs | null | undefined): string => (value ? value.format('YYYY-MM-DD') : '');

/** China today (the server's rules count China days too). */
export function chinaToday(): string {
  return chinaDate(new Date());
}

/** What is sent: trimmed texts, the dates as YYYY-MM-DD. */
export function toSubmitBody(values: CustomOrderFormValues): CustomOrderValues {
  return {
    describe: text(values.describe),
    scope: values.scope ?? [],
    date_from: day(values.date_from),
    date_to: day(values.date_to),
    budget: text(values.budget),
    contact: text(values.contact),
    tel: text(values.tel),
    email: text(values.email),
    company: text(values.company),
  };
}

/**
 * The message of each field that breaks a rule, from the same rules the server runs
 * (customOrderProblems in contracts), with today's bound on how far ahead the period may end.
 */
export function customOrderErrors(
  values: CustomOrderFormValues,
  today: string = chinaToday(),
): Partial<Record<CustomOrderField, string>> {
  const errors: Partial<Record<CustomOrderField, string>> = {};
  for (const [field, message] of customOrderProblems(toSubmitBody(values), today)) {
    errors[field] ??= message;
  }
  return errors;
}

/** The last 30 days, the period most asked for. */
export function defaultPeriod(today: string = chinaToday()): { from: string; to: string } {
  return { from: addDays(today, -29), to: today };
}
