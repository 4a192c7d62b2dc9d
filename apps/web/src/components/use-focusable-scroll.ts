import { useEffect, useRef } from 'react';

/**
 * For a wrapper around an antd Table that scrolls: antd scrolls `.ant-table-content` (sideways) or
 * `.ant-table-body` (under a fixed header), which holds nothing focusable when no cell is a link (demo posts have none), so a keyboard user
 * could not scroll it (WCAG 2.1.1). The hook makes it a labelled, focusable region.
 */
export function useFocusableScroll<T extends HTMLElement = HTMLDivElement>(label: string) {
  const ref = useRef<T>(null);
  // Every render: the table may have replaced its container.
  useEffect(() => {
    for (const region of ref.current?.querySelectorAll('.ant-table-content, .ant-table-body') ?? []) {
      region.setAttribute('tabindex', '0');
      region.setAttribute('role', 'region');
      region.setAttribute('aria-label', label);
    }
  });
  return ref;
}
