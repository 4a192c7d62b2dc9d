import { createHash } from 'node:crypto';

/** A stable hue per key, so an account keeps its colour everywhere. */
function hueOf(key: string): number {
  return createHash('sha1').update(key).digest().readUInt16BE(0) % 360;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A round avatar with the account's first character. */
export function avatarSvg(key: string, name: string): string {
  const hue = hueOf(key);
  const initial = escapeXml(Array.from(name.trim())[0] ?? '微');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><circle cx="48" cy="48" r="48" fill="hsl(${hue},62%,56%)"/><text x="48" y="62" font-size="42" text-anchor="middle" fill="#fff" font-family="PingFang SC,Microsoft YaHei,WenQuanYi Micro Hei,sans-serif">${initial}</text></svg>`;
}

/** A square brand mark with the brand's first two characters. */
export function brandSvg(key: string, name: string): string {
  const hue = hueOf(key);
  const mark = escapeXml(Array.from(name.trim()).slice(0, 2).join('') || '品牌');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" rx="18" fill="hsl(${hue},55%,45%)"/><text x="48" y="60" font-size="30" text-anchor="middle" fill="#fff" font-family="PingFang SC,Microsoft YaHei,WenQuanYi Micro Hei,sans-serif">${mark}</text></svg>`;
}

/** A post picture of the demo world: a labelled placeholder, never passed off as a photo. */
export function pictureSvg(key: string): string {
  const hue = hueOf(key);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240" viewBox="0 0 320 240"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,82%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},70%,68%)"/></linearGradient></defs><rect width="320" height="240" fill="url(#g)"/><text x="160" y="128" font-size="20" text-anchor="middle" fill="#fff" font-family="PingFang SC,Microsoft YaHei,WenQuanYi Micro Hei,sans-serif">演示数据配图</text></svg>`;
}
