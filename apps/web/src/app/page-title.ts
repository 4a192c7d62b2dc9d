import { findRoute } from '../config/menu';
import { findMobilePage, STANDALONE_PAGES } from '../config/standalone-pages';

const standalone = new Map(Object.entries(STANDALONE_PAGES).map(([path, name]) => [path.toLowerCase(), name]));

/** The Chinese name of the page at a path; used for the document title and flow statistics. */
export function pageName(pathname: string): string {
  const clean = pathname.replace(/\/+$/, '').toLowerCase();
  return findRoute(clean)?.name ?? standalone.get(clean) ?? findMobilePage(clean)?.name ?? '页面不存在';
}
