import { useQuery } from '@tanstack/react-query';
import { api, call } from './api-client';

/*
 * The one caller of /api/user/getPersonalInfo: the shell's user store (the header, muserinfo) and
 * the popups that decide on its flags (the welcome questionnaire, the coupon) read it through here.
 */

export const personalInfoKeys = {
  all: ['personal-info'] as const,
};

/** The envelope, for the user store: a refusal is toasted and -1 opens login (spec 8). */
export function loadPersonalInfo() {
  return call('/api/user/getPersonalInfo');
}

/**
 * For the popups: one cached request serves them all. Raw: the user store already reacts to a
 * refusal, so this one neither toasts nor opens login.
 */
export function usePersonalInfo(enabled: boolean) {
  return useQuery({
    queryKey: personalInfoKeys.all,
    queryFn: () => api('/api/user/getPersonalInfo', {}, { raw: true }),
    enabled,
    staleTime: 60_000,
  });
}
