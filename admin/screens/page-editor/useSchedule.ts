import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ScheduleAnswer } from '../../../contracts/pages';
import { errorText } from '../../data/api';
import { admin, call } from '../../data/api-client';
import { PAGES_KEY, usePageList } from '../../data/pages';

export type ScheduleResult = { ok: true; scheduledAt: string } | { ok: false; message?: string };

/**
 * "Publish at…": the page's schedule as the page list reports it (so the
 * editor and the list agree), scheduling the draft for a time, and
 * cancelling. At its time the version scheduled goes live: edits saved
 * after it are not in it until it is scheduled again.
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
        // With `at` the publish is scheduled: the 202 answer ({ scheduledAt }).
        const answer = (await call(
          admin.page.publish.$post({ query: { path }, json: { baseVersion: draft.baseVersion(), at } }),
        )) as ScheduleAnswer;
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
      await call(admin.page.schedule.$delete({ query: { path } }));
      await refresh();
      return { ok: true };
    } catch (e) {
      return { ok: false, message: errorText(e, 'The schedule could not be cancelled. Try again.') };
    }
  }, [path, refresh]);

  return {
    scheduledAt: item?.scheduledAt ?? null,
    scheduleError: item?.scheduleError ?? null,
    scheduledVersion: item?.scheduledVersion ?? null,
    scheduledVersionAt: item?.scheduledVersionAt ?? null,
    schedule,
    cancel,
  };
}
