import {
  FEEDBACK_COLLAPSE_LENGTH,
  FEEDBACK_MAX_FILES,
  FEEDBACK_URL_MAX,
  FEEDBACK_URL_PATTERN,
  FeedbackMessage,
  tooManyFilesMessage,
} from '@boguan/contracts/feedback';

/**
 * Spec 5: choosing files that would take the list past 5 refuses the whole selection with
 * '当前限制选择 5 个文件，本次选择了 N 个文件，共选择了 M 个文件' (N this time, M in total).
 */
export function uploadLimitProblem(alreadyInList: number, chosenNow: number): string | null {
  const total = alreadyInList + chosenNow;
  return total > FEEDBACK_MAX_FILES ? tooManyFilesMessage(chosenNow, total) : null;
}

/** Spec 5: the page address must look like a URL and stay within 300 characters. */
export function feedbackUrlProblem(url: string | undefined): string | null {
  const value = (url ?? '').trim();
  if (!FEEDBACK_URL_PATTERN.test(value)) return FeedbackMessage.url;
  if (value.length > FEEDBACK_URL_MAX) return FeedbackMessage.urlTooLong;
  return null;
}

/** Spec 3: status > 0 means the feedback was adopted. */
export function feedbackStatusLabel(status: number): '已采纳' | '处理中' {
  return status > 0 ? '已采纳' : '处理中';
}

/**
 * Spec 9: entries longer than 40 characters are collapsible; collapsed they show the first 40
 * characters. Counts by code point so a cut never splits an emoji.
 */
export function collapsedContent(content: string, expanded: boolean): { text: string; collapsible: boolean } {
  const chars = Array.from(content);
  const collapsible = chars.length > FEEDBACK_COLLAPSE_LENGTH;
  if (!collapsible || expanded) return { text: content, collapsible };
  return { text: `${chars.slice(0, FEEDBACK_COLLAPSE_LENGTH).join('')}…`, collapsible };
}
