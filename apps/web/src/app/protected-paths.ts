import { TOOL_CATALOGUE } from '@boguan/contracts/quick-entry';

/**
 * Spec 6: paths a visitor may not open; clicking one opens the login dialog instead. The tool
 * catalogue in contracts marks them (visitorProtected), so the server's list and this one agree.
 */
export const VISITOR_PROTECTED_PATHS: readonly string[] = TOOL_CATALOGUE.filter((tool) => tool.visitorProtected).map(
  (tool) => tool.path,
);

const protectedSet = new Set(VISITOR_PROTECTED_PATHS.map((path) => path.toLowerCase()));

/** Exact paths only: /bosContrast is protected, its history page /bosContrastHis is not (spec lists it alone). */
export function isVisitorProtected(pathname: string): boolean {
  return protectedSet.has(pathname.replace(/\/+$/, '').toLowerCase());
}
