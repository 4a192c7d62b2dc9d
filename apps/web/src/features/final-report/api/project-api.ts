import type { RequestOf } from '@boguan/contracts/api';
import type { ProjectPostSort } from '@boguan/contracts/final-report';
import type { SortOrder } from '@boguan/contracts/kol-search';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { SENTIMENT_QUERY_META } from '../../../lib/sentiment-corrections';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

/* Campaign projects: every call of /api/project/*. */

/** A running project's live figures are read again this often (the collector reads its posts hourly). */
export const LIVE_REFRESH_MS = 60_000;

export interface PostsQuery {
  id: number;
  page: number;
  sort: ProjectPostSort;
  order: SortOrder;
}

export const projectKeys = {
  all: ['campaign-project'] as const,
  list: (page: number) => [...projectKeys.all, 'list', page] as const,
  detail: (id: number) => [...projectKeys.all, 'detail', id] as const,
  posts: (q: PostsQuery) => [...projectKeys.all, 'posts', q] as const,
  report: (id: number) => [...projectKeys.all, 'report', id] as const,
};

export function useProjectList(page: number) {
  return useQuery({
    queryKey: projectKeys.list(page),
    queryFn: () => api('/api/project/list', { page }),
    placeholderData: keepPreviousData,
  });
}

export function useProjectDetail(id: number | undefined) {
  return useQuery({
    queryKey: projectKeys.detail(id ?? 0),
    queryFn: () => api('/api/project/detail', { id: id ?? 0 }),
    enabled: id !== undefined,
  });
}

export function useProjectPosts(q: PostsQuery, enabled = true) {
  return useQuery({
    queryKey: projectKeys.posts(q),
    queryFn: () => api('/api/project/posts', q),
    placeholderData: keepPreviousData,
    enabled,
    refetchInterval: (query) => (query.state.data?.project.phase === 'ended' ? false : LIVE_REFRESH_MS),
  });
}

export function useProjectReport(id: number, enabled = true) {
  return useQuery({
    queryKey: projectKeys.report(id),
    queryFn: () => api('/api/project/report', { id }),
    enabled,
    meta: SENTIMENT_QUERY_META,
    refetchInterval: (query) => (query.state.data?.project.phase === 'ended' ? false : LIVE_REFRESH_MS),
  });
}

export function useCreateProject() {
  return useRefreshingMutation(projectKeys.all, (input: RequestOf<'/api/project/create'>) =>
    api('/api/project/create', input),
  );
}

export function useAddPosts() {
  return useRefreshingMutation(projectKeys.all, (input: RequestOf<'/api/project/addPosts'>) =>
    api('/api/project/addPosts', input),
  );
}

export function useRemovePost() {
  return useRefreshingMutation(projectKeys.all, (input: { id: number; mid: string }) =>
    api('/api/project/removePost', input),
  );
}

/**
 * Stored posts matching a keyword, for picking a project's posts from search results (the post
 * search call itself: a new keyword counts one article_search use, as on /blogSearch).
 */
export function useProjectSearch(keyword: string) {
  return useQuery({
    queryKey: ['campaign-project-search', keyword],
    queryFn: () => api('/api/article/search', { keyword, page: 1, per_page: 20, sort: 'interactions', order: 'desc' }),
    enabled: keyword !== '',
  });
}

export function useDeleteProject() {
  return useRefreshingMutation(projectKeys.all, (id: number) => api('/api/project/delete', { id }));
}
