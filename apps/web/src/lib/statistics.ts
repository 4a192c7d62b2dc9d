import type { PopupKind } from '@boguan/contracts/statistics';
import { useEffect, useRef } from 'react';
import { call } from './api-client';
import { getToken } from './storage-keys';

/*
 * The one caller of the statistics endpoints (/api/common/popup_statistics, flow_statistics and
 * fun_statistics): pages, tools and popups report through these functions.
 */

/** Spec 7: flow_statistics is sent 0.5 s after a page event of a logged-in user. */
export const FLOW_STATISTICS_DELAY_MS = 500;

// Statistics never bother the user: no toast, no login dialog, no upgrade prompt.
const quiet = { silent: true, raw: true } as const;

export interface FlowEvent {
  /** What happened: 'page' for a route change. */
  type: string;
  /** Human-readable subject, e.g. the Chinese page name. */
  content: string;
  url: string;
}

let pendingFlow: ReturnType<typeof setTimeout> | null = null;

/**
 * Schedules one flow_statistics call; a newer page event within the delay replaces the older one,
 * so redirects and quick clicks through menus count as one visit to where the user stopped.
 */
export function scheduleFlowStatistics(event: FlowEvent): void {
  if (!getToken()) return;
  if (pendingFlow) clearTimeout(pendingFlow);
  pendingFlow = setTimeout(() => {
    pendingFlow = null;
    if (!getToken()) return;
    // The server reads the client address from the connection; ip stays empty as the spec field.
    void call('/api/common/flow_statistics', { ...event, ip: '' }, quiet);
  }, FLOW_STATISTICS_DELAY_MS);
}

/** For tools: records that a function of a module was used (spec 7 fun_statistics). */
export function funStatistics(modName: string, funName: string, content = ''): void {
  if (!getToken()) return;
  void call(
    '/api/common/fun_statistics',
    { mod_name: modName, content, fun_name: funName, url: window.location.pathname + window.location.search },
    quiet,
  );
}

/** Records that a popup (material, coupon, welcome, ...) was shown; visitors too. */
export function popupStatistics(popupType: (typeof PopupKind)[keyof typeof PopupKind], popupKey: string): void {
  void call('/api/common/popup_statistics', { popup_type: popupType, popup_key: popupKey }, quiet);
}

/** Reports a popup once, the first time `open` turns true while the component lives. */
export function usePopupShown(open: boolean, popupType: (typeof PopupKind)[keyof typeof PopupKind], popupKey: string) {
  const reported = useRef(false);
  useEffect(() => {
    if (!open || reported.current) return;
    reported.current = true;
    popupStatistics(popupType, popupKey);
  }, [open, popupType, popupKey]);
}
