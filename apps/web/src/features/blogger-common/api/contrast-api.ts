import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '../../../lib/api-client';

/*
 * Starting a comparison: POST /api/kol/contrast_submit. The comparison page and the favourites
 * page (对比所选) both start one here; the comparison itself is then read on its own page.
 */

/** The page of a stored comparison. */
export function contrastDetailPath(id: number): string {
  return `/bosContrast/detail?id=${id}`;
}

/**
 * Stores a comparison of 2-5 bloggers (one use of 博主对比) and opens it. A refusal is shown by
 * the query client (or the upgrade prompt for 1001/1002).
 */
export function useStartContrast() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (kolIds: number[]) => api('/api/kol/contrast_submit', { kol_ids: kolIds }),
    onSuccess: ({ id }) => navigate(contrastDetailPath(id)),
  });
}
