import { useQuery } from '@tanstack/react-query';
import type {
  NavigationDetail,
  NavigationDocument,
  NavigationRevision,
  NavigationRevisionDetail,
} from '../../../contracts/navigation';
import type { Page } from '../../../contracts/paging';
import { apiRequest, getJson } from '../../data/api';
import { withoutScripts } from '../page-editor/Preview';

export const NAVIGATION_KEY = ['/api/admin/navigation'] as const;
const REVISIONS_KEY = ['/api/admin/navigation/revisions'] as const;

/** The navigation as the editor opens it; fetched fresh each time (other staff edit it too). */
export const useNavigation = () =>
  useQuery({
    queryKey: NAVIGATION_KEY,
    queryFn: getJson<NavigationDetail>('/api/admin/navigation'),
    staleTime: 0,
    gcTime: 0,
  });

export const useNavigationRevisions = () =>
  useQuery({
    queryKey: REVISIONS_KEY,
    queryFn: getJson<Page<NavigationRevision>>('/api/admin/navigation/revisions?limit=50'),
    staleTime: 0,
  });

export const fetchNavigationRevision = (version: number) =>
  apiRequest<NavigationRevisionDetail>('GET', `/api/admin/navigation/revision?version=${version}`);

/** A page of the site as it would look with this navigation, without its scripts (see PreviewFrame). */
export const fetchNavigationPreview = async (navigation: NavigationDocument, path: string) =>
  withoutScripts(await apiRequest<string>('POST', '/api/admin/navigation/preview', { navigation, path }));
