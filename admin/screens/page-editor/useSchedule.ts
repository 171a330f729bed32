import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ScheduleAnswer } from '../../../contracts/pages';
import { apiRequest, errorText } from '../../data/api';
import { PAGES_KEY, pageUrl, usePageList } from '../../data/pages';

export type ScheduleResult = { ok: true; scheduledAt: string } | { ok: false; message?: string };

/**
 * "Publish at…": the page's schedule as the page list reports it (so the
 * editor and the list agree), scheduling the draft for a time, and
 * cancelling. At its time the draft as it is then goes live.
 */
export function useSchedule(path: string, draft: { save: () => Promise<boolean>; baseVersion: () => number }) {
  const qc = useQueryClient();
  const item = usePageList('').data?.items.find((p) => p.path === path);
  const refresh = useCallback(() => qc.invalidateQueries({ queryKey: PAGES_KEY }), [qc]);

  const schedule = useCallback(
    async (at: string): Promise<ScheduleResult> => {
      // A failed save already shows its reason in the editor.
      if (!(await draft.save())) return { ok: false };
      try {
        const answer = await apiRequest<ScheduleAnswer>('POST', pageUrl('/publish', path), {
          baseVersion: draft.baseVersion(),
          at,
        });
        await refresh();
        return { ok: true, scheduledAt: answer.scheduledAt };
      } catch (e) {
        return { ok: false, message: errorText(e, 'The publish could not be scheduled. Try again.') };
      }
    },
    [draft, path, refresh],
  );

  const cancel = useCallback(async (): Promise<{ ok: boolean; message?: string }> => {
    try {
      await apiRequest('DELETE', pageUrl('/schedule', path));
      await refresh();
      return { ok: true };
    } catch (e) {
      return { ok: false, message: errorText(e, 'The schedule could not be cancelled. Try again.') };
    }
  }, [path, refresh]);

  return { scheduledAt: item?.scheduledAt ?? null, scheduleError: item?.scheduleError ?? null, schedule, cancel };
}
