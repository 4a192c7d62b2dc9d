/**
 * User-agent detection for the mobile layout (spec 1: chosen by user agent, not by width).
 * Tablets (iPad, Android without "Mobile") get the desktop layout: it fits their screens.
 */
const MOBILE_UA =
  /iPhone|iPod|Android.*Mobile|Windows Phone|IEMobile|BlackBerry|BB10|Opera Mini|webOS|HarmonyOS.*Mobile|MicroMessenger.*Mobile/i;

export function isMobileUserAgent(userAgent: string): boolean {
  return MOBILE_UA.test(userAgent);
}

export function isMobileDevice(): boolean {
  return typeof navigator !== 'undefined' && isMobileUserAgent(navigator.userAgent);
}
