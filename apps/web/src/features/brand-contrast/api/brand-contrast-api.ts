import { BrandContrastMessage } from '@boguan/contracts/brand-contrast';
import type { SearchBrand } from '@boguan/contracts/search.api';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api, download } from '../../../lib/api-client';
import { toast } from '../../../lib/feedback-bridge';
import { globalSearch } from '../../../lib/global-search-api';

/*
 * Brand comparison: the chosen brands' names, starting a comparison, a stored comparison, the
 * history, its deletion and the export (spec 7: /api/comp/exportResult).
 */

export const brandContrastKeys = {
  all: ['brand-contrast'] as const,
  brands: (ids: readonly string[]) => [...brandContrastKeys.all, 'brands', ids.join(',')] as const,
  detail: (id: number | null) => [...brandContrastKeys.all, 'detail', id] as const,
  histories: () => [...brandContrastKeys.all, 'history'] as const,
  history: (page: number) => [...brandContrastKeys.histories(), page] as const,
};

export function brandContrastDetailPath(id: number): string {
  return `/brandContrast/detail?id=${id}`;
}

/** Names and logos of the chosen brands (unknown ids are left out); counts no use. */
export function useChosenBrands(ids: readonly string[]) {
  return useQuery({
    queryKey: brandContrastKeys.brands(ids),
    queryFn: () => api('/api/brand_contrast/brands', { brand_ids: ids.join(',') }),
    enabled: ids.length > 0,
    placeholderData: keepPreviousData,
  });
}

/** Stores a comparison (one use of 品牌对比, none for a repeat the same day) and opens it. */
export function useStartBrandContrast() {
  const navigate = useNavigate();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { ids: readonly string[]; days: number }) =>
      api('/api/brand_contrast/submit', { brand_ids: input.ids.join(','), days: input.days }),
    onSuccess: ({ id }) => {
      void client.invalidateQueries({ queryKey: brandContrastKeys.histories() });
      return navigate(brandContrastDetailPath(id));
    },
  });
}

export function useBrandContrastDetail(id: number | null) {
  return useQuery({
    queryKey: brandContrastKeys.detail(id),
    queryFn: () => api('/api/brand_contrast/detail', { id: id ?? 0 }),
    enabled: id !== null,
    // A stored comparison never changes.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useBrandContrastHistory(page: number) {
  return useQuery({
    queryKey: brandContrastKeys.history(page),
    queryFn: () => api('/api/brand_contrast/history', { page }),
    placeholderData: keepPreviousData,
  });
}

export function useDeleteBrandContrast() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api('/api/brand_contrast/delete', { id }),
    onSuccess: () => {
      toast('success', BrandContrastMessage.deleted);
      return client.invalidateQueries({ queryKey: brandContrastKeys.histories() });
    },
  });
}

/** Spec 7: the stored comparison as .xlsx (数据导出; 1001/1002 open the upgrade prompt). */
export function exportBrandContrast(id: number) {
  return download('/api/comp/exportResult', { id }, '品牌对比.xlsx');
}

const isBrand = (item: object): item is SearchBrand => 'brand_id' in item;

/** Brands by name for the picker (the header search, type brand; counts one global search). */
export function useBrandLookup() {
  return useMutation({
    mutationFn: async (keyword: string): Promise<SearchBrand[]> => {
      const found: readonly object[] = await globalSearch({ keyword, type: 'brand' });
      return found.filter(isBrand);
    },
  });
}
