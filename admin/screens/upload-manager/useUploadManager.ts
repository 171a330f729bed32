import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { SIZE_LIMITS } from '../../../contracts/media';
import type { GroupView } from '../../../contracts/media';
import { errorText } from '../../data/api';
import { ME_KEY } from '../../data/query';
import { toast } from '../../data/toast-store';
import { useSiteTime } from '../../data/use-site-time';
import { filterGroups, narrows, targetKey } from './target-filter';
import type { RowProgress } from './UploadProgress';
import type { Log, LogEntry } from './UploadLog';
import { sessionExpired, toastUploadSummary, uploadIntoSlot } from './upload-into-slot';
import { MEDIA_KEY, formatBytes, slotsQuery } from '../media-library/library-api';
import { useLibraryFilter } from '../media-library/useLibraryFilter';

export interface UploadState {
  /** Expanded sections: only these render their targets (the tree holds ~2,000). */
  open: Record<string, true>;
  selected: Record<string, File>;
  progress: Record<string, RowProgress>;
  /** The section being uploaded, if any (the busy flag). */
  busy: string | null;
  editing: string | null;
  log: LogEntry[];
}

type Update = (fn: (s: UploadState) => UploadState) => void;
export type RowHandlers = { select: (fileName: string, file: File) => void; details: (fileName: string) => void };

let logId = 0;

/** A copy of the record without one key. */
function without<V>(record: Record<string, V>, key: string): Record<string, V> {
  const { [key]: _gone, ...rest } = record;
  return rest;
}

/**
 * The upload manager's data and state: the library's slots (looked up again
 * every few seconds while a video is being made web-ready) through the
 * library's own filter, open sections, files picked per slot, their
 * progress, the upload log, and uploading a section's picks one after another.
 */
export function useUploadManager() {
  const qc = useQueryClient();
  const { siteClockSeconds } = useSiteTime();
  const targets = useQuery(slotsQuery({ whileVideos: true }));
  const [s, setS] = useState<UploadState>({ open: {}, selected: {}, progress: {}, busy: null, editing: null, log: [] });
  const update: Update = setS;
  const { typed, asked, setFilter } = useLibraryFilter();

  const log: Log = (text, tone = 'info') =>
    update((d) => ({ ...d, log: [{ id: ++logId, time: siteClockSeconds(new Date()), text, tone }, ...d.log] }));

  function select(group: GroupView, fileName: string, file: File) {
    const kind = group.targets.find((t) => t.fileName === fileName)?.kind ?? 'image';
    if (file.size > SIZE_LIMITS[kind]) {
      toast({
        title: 'File too large',
        description: `${file.name} is ${formatBytes(file.size)}; ${kind} files may be up to ${formatBytes(SIZE_LIMITS[kind])}.`,
        variant: 'destructive',
      });
      log(`${file.name} is too large for ${fileName} (limit ${formatBytes(SIZE_LIMITS[kind])})`, 'error');
      return;
    }
    const key = targetKey(group.folder, fileName);
    update((d) => ({ ...d, selected: { ...d.selected, [key]: file }, progress: without(d.progress, key) }));
    toast({ title: 'File Selected', description: `${file.name} → ${fileName}` });
    log(`Selected ${file.name} (${formatBytes(file.size)}) for ${group.folder}/${fileName}`);
  }

  const toggle = (id: string) =>
    update((d) => ({ ...d, open: d.open[id] ? without(d.open, id) : { ...d.open, [id]: true } }));

  const uploadSection = (group: GroupView) =>
    uploadPicks(group, s.selected, { update, log, onExpired: () => qc.setQueryData(ME_KEY, null) }).then((ok) => {
      // The library's key holds the slots too: the rows and the library both show the new files.
      if (ok) void qc.invalidateQueries({ queryKey: MEDIA_KEY });
    });

  return {
    targets,
    state: s,
    filter: typed,
    setFilter,
    /** A narrowed tree opens every match. */
    narrowed: narrows(asked),
    shown: useMemo(() => filterGroups(targets.data?.groups ?? [], asked), [targets.data, asked]),
    log,
    clearLog: () => update((d) => ({ ...d, log: [] })),
    toggle,
    rowHandlers: useRowHandlers(targets.data?.groups, select, update),
    uploadSection,
  };
}

/**
 * Row handlers stay the same function across renders (rows are memoised);
 * they read the latest groups and `select` through refs.
 */
function useRowHandlers(
  groups: GroupView[] | undefined,
  select: (group: GroupView, fileName: string, file: File) => void,
  update: Update,
) {
  const groupsRef = useRef<Map<string, GroupView>>(new Map());
  groupsRef.current = new Map((groups ?? []).map((g) => [g.folder, g]));
  const latest = useRef({ select, update });
  latest.current = { select, update };
  const handlers = useMemo(() => new Map<string, RowHandlers>(), []);
  return (folder: string) => {
    let h = handlers.get(folder);
    if (!h) {
      h = {
        select: (fileName: string, file: File) => latest.current.select(groupsRef.current.get(folder)!, fileName, file),
        details: (fileName: string) =>
          latest.current.update((d) => {
            const key = targetKey(folder, fileName);
            return { ...d, editing: d.editing === key ? null : key };
          }),
      };
      handlers.set(folder, h);
    }
    return h;
  };
}

/**
 * Uploads a section's picked files one after another, each with its
 * progress, then says how it went. Stops at an expired session. Resolves to
 * how many went through.
 */
async function uploadPicks(
  group: GroupView,
  selected: Record<string, File>,
  { update, log, onExpired }: { update: Update; log: Log; onExpired: () => void },
): Promise<number> {
  const picks = group.targets
    .map((t) => ({ t, key: targetKey(group.folder, t.fileName) }))
    .filter((p) => selected[p.key]);
  if (picks.length === 0) {
    toast({
      title: 'No Files Selected',
      description: 'Please select files first by clicking on individual file buttons',
      variant: 'destructive',
    });
    return 0;
  }
  update((d) => ({ ...d, busy: group.id }));
  log(`Uploading ${picks.length} file${picks.length === 1 ? '' : 's'} to ${group.label}…`);
  let ok = 0;
  let failed = 0;
  try {
    for (const { t, key } of picks) {
      const setProgress = (p: RowProgress) => update((d) => ({ ...d, progress: { ...d.progress, [key]: p } }));
      const result = await uploadIntoSlot(
        selected[key],
        { folder: group.folder, fileName: t.fileName },
        setProgress,
        log,
      );
      if (result === 'expired') {
        sessionExpired(log, onExpired);
        return ok;
      }
      if (result === 'failed') failed++;
      else {
        ok++;
        update((d) => ({ ...d, selected: without(d.selected, key) }));
      }
    }
    toastUploadSummary(ok, failed);
  } catch (err) {
    toast({ title: 'Failed to upload section', description: errorText(err, group.label), variant: 'destructive' });
    log(`Failed to upload section ${group.label}: ${(err as Error).message}`, 'error');
  } finally {
    update((d) => ({ ...d, busy: null }));
  }
  return ok;
}
