import { useQuery, useQueryClient } from '@tanstack/react-query';
import { produce } from 'immer';
import { useDeferredValue, useMemo, useRef, useState } from 'react';
import { Link, useInRouterContext } from 'react-router-dom';
import { SIZE_LIMITS } from '../../../contracts/media';
import type { GroupView, TargetsView } from '../../../contracts/media';
import { errorText, getJson } from '../_shared/api';
import { ME_KEY, SESSION_EXPIRED } from '../_shared/query';
import { toast } from '../_shared/toast-store';
import { TARGETS_KEY } from './DetailsForm';
import type { UploadManagerProps } from './schema';
import { BulkUpload } from './BulkUpload';
import { Section } from './Section';
import type { RowProgress } from './TargetRow';
import { formatBytes, targetKey, uploadFile } from './upload-client';
import { countOf } from '../_shared/words';
import { useSiteTime } from '../_shared/use-site-time';

interface LogEntry {
  id: number;
  time: string;
  text: string;
  tone: 'info' | 'ok' | 'error';
}

interface State {
  /** Expanded sections: only these render their targets (the tree holds ~2,000). */
  open: Record<string, true>;
  selected: Record<string, File>;
  progress: Record<string, RowProgress>;
  /** The section being uploaded, if any (the busy flag). */
  busy: string | null;
  editing: string | null;
  log: LogEntry[];
}

const MAX_SEARCH_ROWS = 200;
const nf = new Intl.NumberFormat('en-GB');
let logId = 0;

/** /admin/upload-manager. */
export function UploadManager({ heading, intro, backLabel, backHref }: UploadManagerProps) {
  const qc = useQueryClient();
  const { siteClockSeconds } = useSiteTime();
  // While a video is being made web-ready, its state is looked up every few seconds.
  const targets = useQuery({
    queryKey: TARGETS_KEY,
    queryFn: getJson<TargetsView>('/api/admin/media/targets'),
    refetchInterval: (q) => (videosInProgress(q.state.data) ? 3000 : false),
  });
  const [s, setS] = useState<State>({ open: {}, selected: {}, progress: {}, busy: null, editing: null, log: [] });
  const update = (fn: (d: State) => void) => setS((prev) => produce(prev, fn));
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search.trim().toLowerCase());

  const log = (text: string, tone: LogEntry['tone'] = 'info') =>
    update((d) => {
      d.log.unshift({ id: ++logId, time: siteClockSeconds(new Date()), text, tone });
    });

  // Row handlers stay the same function across renders (rows are memoised); they read the latest state through a ref.
  const groupsRef = useRef<Map<string, GroupView>>(new Map());
  groupsRef.current = new Map((targets.data?.groups ?? []).map((g) => [g.folder, g]));
  const latest = useRef({ select: (_g: GroupView, _f: string, _file: File) => {} });
  const handlers = useMemo(
    () => new Map<string, { select: (f: string, file: File) => void; details: (f: string) => void }>(),
    [],
  );
  const rowHandlers = (folder: string) => {
    let h = handlers.get(folder);
    if (!h) {
      h = {
        select: (fileName: string, file: File) => latest.current.select(groupsRef.current.get(folder)!, fileName, file),
        details: (fileName: string) =>
          update((d) => {
            const key = targetKey(folder, fileName);
            d.editing = d.editing === key ? null : key;
          }),
      };
      handlers.set(folder, h);
    }
    return h;
  };

  const shown = useMemo(() => filterGroups(targets.data?.groups ?? [], query), [targets.data, query]);
  const selectedCount = Object.keys(s.selected).length;

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
    update((d) => {
      d.selected[key] = file;
      delete d.progress[key];
    });
    toast({ title: 'File Selected', description: `${file.name} → ${fileName}` });
    log(`Selected ${file.name} (${formatBytes(file.size)}) for ${group.folder}/${fileName}`);
  }

  latest.current.select = select;

  const toggle = (id: string) =>
    update((d) => {
      if (d.open[id]) delete d.open[id];
      else d.open[id] = true;
    });

  async function uploadSection(group: GroupView) {
    const picks = group.targets
      .map((t) => ({ t, key: targetKey(group.folder, t.fileName) }))
      .filter((p) => s.selected[p.key]);
    if (picks.length === 0) {
      toast({
        title: 'No Files Selected',
        description: 'Please select files first by clicking on individual file buttons',
        variant: 'destructive',
      });
      return;
    }
    update((d) => {
      d.busy = group.id;
    });
    log(`Uploading ${picks.length} file${picks.length === 1 ? '' : 's'} to ${group.label}…`);
    let ok = 0;
    let failed = 0;
    try {
      for (const { t, key } of picks) {
        const file = s.selected[key];
        update((d) => {
          d.progress[key] = { fraction: 0, state: 'uploading' };
        });
        const res = await uploadFile({ folder: group.folder, fileName: t.fileName }, file, (fraction) =>
          update((d) => {
            d.progress[key] = { fraction, state: 'uploading' };
          }),
        );
        if (res.httpStatus === 401) {
          toast({ ...SESSION_EXPIRED, variant: 'destructive' });
          log('Session expired: sign in again to continue.', 'error');
          qc.setQueryData(ME_KEY, null);
          return;
        }
        if (res.answer.status === 'success') {
          ok++;
          update((d) => {
            d.progress[key] = { fraction: 1, state: 'done' };
            delete d.selected[key];
          });
          log(`✓ ${t.fileName}: ${res.answer.message}`, 'ok');
        } else {
          failed++;
          update((d) => {
            d.progress[key] = { fraction: 1, state: 'error', message: res.answer.message };
          });
          log(`✗ ${t.fileName}: ${res.answer.message}`, 'error');
        }
      }
      toast({
        title: failed ? 'Upload Failed' : 'Upload Complete',
        description: `${countOf(ok, 'file')} uploaded. ${failed} failed.`,
        variant: failed ? 'destructive' : 'default',
      });
    } catch (err) {
      toast({ title: 'Failed to upload section', description: errorText(err, group.label), variant: 'destructive' });
      log(`Failed to upload section ${group.label}: ${(err as Error).message}`, 'error');
    } finally {
      update((d) => {
        d.busy = null;
      });
      if (ok) void qc.invalidateQueries({ queryKey: TARGETS_KEY });
    }
  }

  const data = targets.data;
  return (
    <div className="admin-upload-manager">
      <BackLink href={backHref} label={backLabel} />
      <div className="admin-page-head">
        <div>
          <h1>{heading}</h1>
          <p>{intro}</p>
        </div>
        {/* Every upload here also goes into the library, where pages pick their files. */}
        <a href="/admin/media" className="admin-btn admin-btn--secondary">
          Media library
        </a>
        {data && (
          <p className="admin-upload-manager__total" aria-live="polite">
            <strong>{nf.format(data.total)}</strong> target files · {nf.format(data.stored)} stored · {selectedCount}{' '}
            selected
          </p>
        )}
      </div>
      {targets.isPending ? (
        <p className="admin-empty" role="status">
          Loading the upload targets…
        </p>
      ) : targets.isError ? (
        <div className="admin-alert admin-alert--error" role="alert">
          <p>Failed to load the upload targets. {errorText(targets.error, '')}</p>
          <button
            type="button"
            className="admin-btn admin-btn--secondary admin-btn--small"
            onClick={() => void targets.refetch()}
          >
            Try again
          </button>
        </div>
      ) : (
        <>
          {data?.videoPipeline && !data.videoPipeline.enabled && (
            <div className="admin-alert admin-alert--warning" role="note">
              <p>
                <strong>Videos are stored exactly as uploaded:</strong> no web-ready copy, no poster frame, and their
                metadata (such as a phone's GPS position) stays in the file. The server is missing{' '}
                {data.videoPipeline.missing.join(' and ')}.
              </p>
            </div>
          )}
          <BulkUpload groups={data?.groups ?? []} log={log} />
          <div className="admin-upload-manager__search admin-field">
            <label className="admin-field__label" htmlFor="aum-search">
              Find a section or file
            </label>
            <input
              id="aum-search"
              className="admin-field__input"
              type="search"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              placeholder="e.g. gallery prefab-units, image-7, hero"
            />
          </div>
          {shown.groups.length === 0 && <p className="admin-empty">No section or file matches “{search}”.</p>}
          {shown.truncated && (
            <p className="admin-upload-manager__note">
              Showing the first {MAX_SEARCH_ROWS} matching files; narrow the search to see others.
            </p>
          )}
          <ul className="admin-upload-manager__pages">
            {byPage(shown.groups).map(({ page, pageLabel, sections }) => {
              const open = !!query || !!s.open[`page:${page}`];
              const all = sections.flatMap((x) => x.group.targets);
              const bodyId = `aum-page-${page}`.replace(/[^A-Za-z0-9_-]/g, '-');
              return (
                <li key={page} className="admin-upload-manager__page">
                  <h2 className="admin-upload-manager__page-title">
                    <button
                      type="button"
                      className="admin-upload-manager__toggle admin-upload-manager__toggle--page"
                      aria-expanded={open}
                      aria-controls={bodyId}
                      disabled={!!query}
                      onClick={() => toggle(`page:${page}`)}
                    >
                      <span className="admin-upload-manager__chevron" aria-hidden="true" />
                      <span>
                        {pageLabel}{' '}
                        <span className="admin-upload-manager__count">
                          ({countOf(sections.length, 'section')}, {countOf(all.length, 'file')})
                        </span>
                      </span>
                    </button>
                  </h2>
                  <span className="admin-upload-manager__group-stats">
                    {all.filter((t) => t.exists).length}/{all.length} stored
                  </span>
                  {open && (
                    <ul id={bodyId} className="admin-upload-manager__groups">
                      {sections.map(({ group, targets: rows }) => (
                        <Section
                          key={group.id}
                          group={group}
                          rows={rows}
                          shortLabel={
                            group.label.startsWith(`${group.pageLabel} › `)
                              ? group.label.slice(group.pageLabel.length + 3)
                              : group.label
                          }
                          open={!!query || !!s.open[group.id]}
                          locked={!!query}
                          onToggle={() => toggle(group.id)}
                          busy={s.busy}
                          selected={s.selected}
                          progress={s.progress}
                          editing={s.editing}
                          handlers={rowHandlers(group.folder)}
                          onUpload={() => void uploadSection(group)}
                        />
                      ))}
                    </ul>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}
      <section className="admin-card admin-upload-manager__log" aria-labelledby="aum-log-title">
        <div className="admin-upload-manager__log-head">
          <h2 id="aum-log-title" className="admin-card__title">
            Upload log
          </h2>
          <button
            type="button"
            className="admin-btn admin-btn--secondary admin-btn--small"
            onClick={() =>
              update((d) => {
                d.log = [];
              })
            }
          >
            Clear Log
          </button>
        </div>
        {/* role=log on the list itself would strip its list semantics (axe: listitem), so it wraps the list. */}
        <div role="log" aria-live="polite">
          <ol className="admin-upload-manager__log-list">
            {s.log.length === 0 && (
              <li className="admin-upload-manager__log-empty">Nothing yet. Selections and uploads are listed here.</li>
            )}
            {s.log.map((e) => (
              <li key={e.id} className={`admin-upload-manager__log-entry is-${e.tone}`}>
                <time>{e.time}</time> {e.text}
              </li>
            ))}
          </ol>
        </div>
      </section>
    </div>
  );
}

/** A router link inside the admin app; a plain link where there is no router (stories, tests). */
function BackLink({ href, label }: { href: string; label: string }) {
  const routed = useInRouterContext();
  const text = `← ${label}`;
  return routed ? (
    <Link to={href} className="admin-back">
      {text}
    </Link>
  ) : (
    <a href={href} className="admin-back">
      {text}
    </a>
  );
}

type Shown = ReturnType<typeof filterGroups>['groups'];

/** Sections under their page, in manifest order. */
function byPage(groups: Shown) {
  const pages = new Map<string, { page: string; pageLabel: string; sections: Shown }>();
  for (const g of groups) {
    let p = pages.get(g.group.page);
    if (!p) pages.set(g.group.page, (p = { page: g.group.page, pageLabel: g.group.pageLabel, sections: [] }));
    p.sections.push(g);
  }
  return [...pages.values()];
}

/** With a search: matching sections whole, else their matching files, capped so the page stays fast. */
function filterGroups(groups: GroupView[], query: string) {
  if (!query) return { groups: groups.map((group) => ({ group, targets: group.targets })), truncated: false };
  const words = query.split(/\s+/);
  const out: { group: GroupView; targets: GroupView['targets'] }[] = [];
  let rows = 0;
  for (const group of groups) {
    const label = `${group.label} ${group.folder}`.toLowerCase();
    const targets = words.every((w) => label.includes(w))
      ? group.targets
      : group.targets.filter((t) => words.every((w) => label.includes(w) || t.fileName.toLowerCase().includes(w)));
    if (targets.length === 0) continue;
    const room = MAX_SEARCH_ROWS - rows;
    if (room <= 0) return { groups: out, truncated: true };
    out.push({ group, targets: targets.slice(0, room) });
    rows += Math.min(targets.length, room);
    if (targets.length > room) return { groups: out, truncated: true };
  }
  return { groups: out, truncated: false };
}

function videosInProgress(data: TargetsView | undefined): boolean {
  return !!data?.groups.some((g) =>
    g.targets.some((t) => t.video?.state === 'queued' || t.video?.state === 'processing'),
  );
}
