import { type KolSearchFilters, kolSearchFilterFields } from '@boguan/contracts/kol-search.api';
import { filtersFingerprint } from '../../lib/filters-fingerprint.js';

/** The digest of a blogger search's filters: one search a day is counted once (lib/filters-fingerprint.ts). */
export const searchFingerprint = filtersFingerprint<KolSearchFilters>(kolSearchFilterFields);
