import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { DEFAULT_SITE_TIME_ZONE } from '../../contracts/site-time';
import { FIVE_MINUTES } from './query';
import { siteTime, type SiteTime } from './site-time';
import { settingsApi } from './api-client';

export const SITE_SETTINGS_KEY = ['/api/admin/settings'] as const;

/** The site's settings (its time zone), fetched once per screen load and kept for five minutes. */
export const useSiteSettings = () =>
  useQuery({
    queryKey: SITE_SETTINGS_KEY,
    queryFn: settingsApi.site,
    staleTime: FIVE_MINUTES,
    gcTime: FIVE_MINUTES,
  });

/**
 * The admin's clock: times shown and typed in the site's time zone from
 * Settings; Nairobi's while it loads (the default, and the zone until an admin
 * changes it) or if it cannot be read.
 */
export function useSiteTime(): SiteTime {
  const zone = useSiteSettings().data?.timeZone ?? DEFAULT_SITE_TIME_ZONE;
  return useMemo(() => siteTime(zone), [zone]);
}
