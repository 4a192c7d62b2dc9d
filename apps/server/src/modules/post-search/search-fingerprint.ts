import { type PostSearchFilters, postSearchFilterFields } from '@boguan/contracts/post-search.api';
import { filtersFingerprint } from '../../lib/filters-fingerprint.js';

/** The digest of a post search's filters: one search a day is counted once (lib/filters-fingerprint.ts). */
export const postSearchFingerprint = filtersFingerprint<PostSearchFilters>(postSearchFilterFields);
