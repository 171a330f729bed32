import { useQuery } from '@tanstack/react-query';
import type {
  NavigationDetail,
  NavigationDocument,
  NavigationRevision,
  NavigationRevisionDetail,
} from '../../../contracts/navigation';
import type { Page } from '../../../contracts/paging';
import type { VersionRef } from '../../../contracts/compare';
import { admin, call } from '../../data/api-client';
import type { Comparer } from '../../ui/DocumentCompare';
import { withoutScripts } from '../page-editor/Preview';

export const NAVIGATION_KEY = [admin.navigation.$path()] as const;
const REVISIONS_KEY = [admin.navigation.revisions.$path()] as const;

/** The navigation as the editor opens it; fetched fresh each time (other staff edit it too). */
export const useNavigation = () =>
  useQuery({
    queryKey: NAVIGATION_KEY,
    // The menu's sub-menus are recursive, which the client's JSON typing flattens to JSONValue: the contract's type is asserted here.
    queryFn: async () => (await call(admin.navigation.$get({ query: {} }))) as NavigationDetail,
    staleTime: 0,
    gcTime: 0,
  });

export const useNavigationRevisions = () =>
  useQuery({
    queryKey: REVISIONS_KEY,
    queryFn: (): Promise<Page<NavigationRevision>> => call(admin.navigation.revisions.$get({ query: { limit: '50' } })),
    staleTime: 0,
  });

export const fetchNavigationRevision = async (version: number): Promise<NavigationRevisionDetail> =>
  // As above: the sub-menus are recursive, which the client's JSON typing flattens to JSONValue.
  (await call(admin.navigation.revision.$get({ query: { version: String(version) } }))) as NavigationRevisionDetail;

/** A page of the site as it would look with this navigation, without its scripts (see PreviewFrame). */
export const fetchNavigationPreview = async (navigation: NavigationDocument, path: string) =>
  withoutScripts(await call(admin.navigation.preview.$post({ json: { navigation, path } })));

/** Two versions of the navigation compared (its history's and its publish dialog's). */
export const navigationComparer: Comparer = {
  key: admin.navigation.compare.$path(),
  load: (from: VersionRef, to: VersionRef) =>
    call(admin.navigation.compare.$get({ query: { from: String(from), to: String(to) } })),
};
