import { useState, type ReactNode } from 'react';
import type { Asset, FocalPoint } from '../../../contracts/assets';
import type { PictureSettings, PictureSettingsDetail } from '../../../contracts/picture-settings';
import { errorText } from '../../data/api';
import { PublishDialog } from '../page-editor/PublishDialog';
import { originalSize, turnedSize } from './crop-geometry';
import { usePicturePublish } from './usePicturePublish';
import { adapterOf } from '../../data/document-kinds';
import { DocumentCompare } from '../../ui/DocumentCompare';
import { toast } from '../../data/toast-store';
import { useSiteTime } from '../../data/use-site-time';
import { pictureApi, usePictureRevisions, usePictureSettings } from './library-api';

const percent = (f: number) => `${Math.round(f * 100)}%`;
const where = (f: FocalPoint) => `${percent(f.x)} from the left, ${percent(f.y)} from the top`;

/**
 * The picture as its draft shows it (the draft crop's address and size), for the panels of a live picture;
 * the asset as pages show it when the draft keeps their crop.
 */
export function pictureAtDraft(asset: Asset, detail: PictureSettingsDetail): Asset {
  const edit = detail.draft ? (detail.draft.edit ?? null) : detail.published.edit;
  if (JSON.stringify(edit) === JSON.stringify(detail.published.edit)) return asset;
  const turned = turnedSize(detail.original ?? originalSize(asset), edit?.turns ?? 0);
  const crop = edit?.crop;
  const size = crop
    ? { width: Math.round(turned.width * crop.width), height: Math.round(turned.height * crop.height) }
    : turned;
  return { ...asset, ...size, thumb: (edit && detail.draftSrc) || asset.url };
}

/** Whether a page visitors see shows the picture now: then a change waits for publish. */
export const onLivePage = (asset: Pick<Asset, 'usedBy'>) => asset.usedBy.some((u) => u.state === 'published');

/**
 * A live picture's panel (the focal point's, the crop's) opens on its settings document: until it is read
 * the panel's place says so, and a read that failed says why.
 */
export function WithPictureSettings({
  id,
  children,
}: {
  id: string;
  children: (detail: PictureSettingsDetail) => ReactNode;
}) {
  const settings = usePictureSettings(id, true);
  if (settings.isError)
    return (
      <p className="admin-field__hint">{errorText(settings.error, 'The picture’s settings could not be read.')}</p>
    );
  if (!settings.data) return <p className="admin-field__hint">Loading…</p>;
  return children(settings.data);
}

/**
 * The picture's History: each published version (focal point and crop), newest first, with Restore (which makes it the draft),
 * and the same Compare every other document has (two versions, or the draft with what pages show).
 */
function PictureHistory({
  asset,
  version,
  hasDraft,
  onRestored,
}: {
  asset: Asset;
  version: number;
  hasDraft: boolean;
  onRestored: () => void;
}) {
  const revisions = usePictureRevisions(asset.id, true);
  const { formatWhen } = useSiteTime();
  const [busy, setBusy] = useState(false);
  const [comparing, setComparing] = useState(false);
  const restore = async (v: number, number: number) => {
    setBusy(true);
    try {
      await pictureApi.restore(asset.id, v, version);
      toast({
        title: `Version ${number} is the draft`,
        description: 'Publish it to show it on the pages again.',
      });
      onRestored();
    } catch (e) {
      toast({ title: 'Not restored', description: errorText(e, 'The version could not be restored.') });
    } finally {
      setBusy(false);
    }
  };
  const items = revisions.data?.items ?? [];
  return (
    <section className="media-lib__focus-history" aria-label={`History of ${asset.fileName}`}>
      {revisions.isPending && <p className="admin-field__hint">Loading History…</p>}
      <ol>
        {items.map((r, i) => (
          <li key={r.version}>
            Version {r.number}
            {i === 0 ? ' (on the pages now)' : ''}, {formatWhen(r.publishedAt)} by {r.publishedBy}{' '}
            {i > 0 && (
              <button
                type="button"
                className="admin-btn admin-btn--small admin-btn--secondary"
                disabled={busy}
                onClick={() => void restore(r.version, r.number)}
              >
                Restore version {r.number}
              </button>
            )}
          </li>
        ))}
      </ol>
      {(items.length > 1 || hasDraft) && (
        <button
          type="button"
          className="admin-btn admin-btn--small admin-btn--secondary"
          aria-expanded={comparing}
          onClick={() => setComparing((c) => !c)}
        >
          {comparing ? 'Hide the comparison' : 'Compare versions'}
        </button>
      )}
      {comparing && (
        <DocumentCompare
          revisions={items}
          hasDraft={hasDraft}
          comparer={adapterOf({ kind: 'picture' }).comparer(asset.id)}
        />
      )}
    </section>
  );
}

/** What the pages keep showing until the change is published, in staff's words. */
function keptWords(what: 'focal point' | 'crop', published: PictureSettings) {
  if (what === 'focal point') return where(published.focus);
  return published.edit ? 'the crop they show now' : 'the picture as uploaded';
}

/** The schedule waiting (or the reason it failed), with its cancel. */
function ScheduleNote({ detail, onCancel }: { detail: PictureSettingsDetail; onCancel: () => void }) {
  const { formatWhen } = useSiteTime();
  if (!detail.scheduledAt) return null;
  return (
    <p className="admin-field__hint" role="status">
      {detail.scheduleError
        ? `The publish scheduled for ${formatWhen(detail.scheduledAt)} did not happen: ${detail.scheduleError}`
        : `The change goes live on ${formatWhen(detail.scheduledAt)}.`}{' '}
      <button type="button" className="admin-btn admin-btn--small admin-btn--secondary" onClick={onCancel}>
        Cancel the schedule
      </button>
    </p>
  );
}

/**
 * The actions of a picture a live page shows, under its focal point or its crop: the change is saved as a
 * draft and reaches the pages only when published, now or at a time (an editor submits it for review when
 * review before publish is on); History restores an earlier version as the draft, the undo.
 */
export function PicturePublishActions({
  asset,
  detail,
  settings,
  what,
}: {
  asset: Asset;
  detail: PictureSettingsDetail;
  /** The whole settings on screen: the focal point and the crop. */
  settings: PictureSettings;
  what: 'focal point' | 'crop';
}) {
  const [open, setOpen] = useState<'history' | 'publish' | null>(null);
  const { dirty, differs, review, publish, schedule, saveDraft, cancel, run, reload, version, working } =
    usePicturePublish(asset, detail, settings, what);
  const small = 'admin-btn admin-btn--small admin-btn--secondary';
  return (
    <>
      <p className="admin-field__hint" role="status">
        This picture is on live pages, which keep showing {keptWords(what, detail.published)} until the change is{' '}
        {review.submits ? 'reviewed and published' : 'published'}.
        {!dirty && detail.draft && differs ? ` A draft ${what === 'crop' ? 'crop ' : ''}is saved.` : ''}
        {review.waiting ? ' It waits for an admin’s review.' : ''}
      </p>
      <ScheduleNote detail={detail} onCancel={() => void cancel()} />
      <div className="media-lib__focus-actions">
        <button type="button" className={small} disabled={!dirty || working} onClick={() => void saveDraft()}>
          Save draft
        </button>
        <button
          type="button"
          className="admin-btn admin-btn--small"
          disabled={!differs || working || review.waiting}
          onClick={() => void (review.submits ? run(review.submit) : publish())}
        >
          {review.submits ? 'Submit for review' : 'Publish picture change'}
        </button>
        {!review.submits && (
          <button
            type="button"
            className={small}
            disabled={!differs || working || review.waiting}
            onClick={() => setOpen('publish')}
          >
            Publish at…
          </button>
        )}
        <button
          type="button"
          className={small}
          aria-expanded={open === 'history'}
          onClick={() => setOpen((o) => (o === 'history' ? null : 'history'))}
        >
          History
        </button>
      </div>
      {open === 'publish' && (
        <PublishDialog
          title={`the ${what} of ${asset.fileName}`}
          description="Every page that shows the picture uses the change from then on."
          busy={working}
          onPublish={() => {
            setOpen(null);
            void publish();
          }}
          onSchedule={async (iso) => {
            const refused = await schedule(iso);
            if (!refused) setOpen(null);
            return refused;
          }}
          onClose={() => setOpen(null)}
        />
      )}
      {open === 'history' && (
        <PictureHistory
          asset={asset}
          version={version.current}
          hasDraft={detail.draft !== null}
          onRestored={() => void reload()}
        />
      )}
    </>
  );
}
