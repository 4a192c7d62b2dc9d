import type { ExportState } from '@boguan/contracts/exports.api';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api, download } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';
import type { ExportBody } from '../lib/export-form';

/*
 * The data export centre (/dataExport) and the one export history (/dataExportRecord): every call of
 * /api/data_export/* and /api/export/* these pages make (docs/exports.md).
 */

/** How often a running export's progress is asked for. */
export const STATUS_POLL_MS = 1500;
/** How often the history refreshes while one of its rows is being built. */
export const RECORDS_POLL_MS = 2000;

export const dataExportKeys = {
  all: ['data-export'] as const,
  auth: () => [...dataExportKeys.all, 'auth'] as const,
  bloggerOptions: () => [...dataExportKeys.all, 'blogger-options'] as const,
  brandCategories: () => [...dataExportKeys.all, 'brand-categories'] as const,
  brands: (keyword: string) => [...dataExportKeys.all, 'brands', keyword] as const,
  status: (id: number) => [...dataExportKeys.all, 'status', id] as const,
  records: (page: number) => [...dataExportKeys.all, 'records', page] as const,
};

/** Whether the level may export, the exports left this month and the rows one file may hold. */
export function useDataExportAuth() {
  return useQuery({ queryKey: dataExportKeys.auth(), queryFn: () => api('/api/data_export/auth') });
}

/** The bloggers' categories and provinces the data holds (blogger search's filter choices; counts no use). */
export function useBloggerOptions(enabled: boolean) {
  return useQuery({
    queryKey: dataExportKeys.bloggerOptions(),
    queryFn: () => api('/api/kol/search_options'),
    staleTime: 10 * 60_000,
    enabled,
  });
}

/** The brand categories the data holds (brand search's filter choices; counts no use). */
export function useBrandCategories(enabled: boolean) {
  return useQuery({
    queryKey: dataExportKeys.brandCategories(),
    queryFn: () => api('/api/brand/search_options'),
    staleTime: 10 * 60_000,
    enabled,
    select: (data) => data.categories.map((c) => c.name),
  });
}

/**
 * Brands whose Chinese name, English name or alias holds the keyword: the brand picker's lookup,
 * which counts no use (brand search and the header search count one a search).
 */
export function useBrandLookup(keyword: string) {
  return useQuery({
    queryKey: dataExportKeys.brands(keyword),
    queryFn: () => api('/api/brand_audience/brands', { keyword }),
    enabled: keyword !== '',
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** 预估行数: the rows matching, the rows the file would hold, the exports left (counts no use). */
export function useCountExport() {
  return useMutation({ mutationFn: (body: ExportBody) => api('/api/data_export/count', body) });
}

/** Submits the export (one use); the history and the allowance are read again after. */
export function useSubmitExport() {
  return useRefreshingMutation(dataExportKeys.all, (body: ExportBody) => api('/api/data_export/submit', body));
}

/** One export's state, polled while it is being built. */
export function useExportStatus<T>(id: number, select: (state: ExportState) => T) {
  return useQuery({
    queryKey: dataExportKeys.status(id),
    queryFn: () => api('/api/export/status', { id }),
    select,
    refetchInterval: (query) => (query.state.data?.status === 'running' ? STATUS_POLL_MS : false),
  });
}

/** One page (10) of every export of the member, from every tool; polled while a row is running. */
export function useExportRecords(page: number) {
  return useQuery({
    queryKey: dataExportKeys.records(page),
    queryFn: () => api('/api/export/records', { page }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.data.some((row) => row.status === 'running') ? RECORDS_POLL_MS : false,
  });
}

export function useDeleteExport() {
  return useRefreshingMutation(dataExportKeys.all, (id: number) => api('/api/export/delete', { id }));
}

/** A built file, saved under its own name. */
export function downloadExport(id: number, fileName: string): Promise<boolean> {
  return download('/api/export/download', { id }, fileName);
}
