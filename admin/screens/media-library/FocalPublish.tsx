import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { Asset, FocalPoint } from '../../../contracts/assets';
import type { PictureSettingsDetail } from '../../../contracts/picture-settings';
import { errorText } from '../../data/api';
import { adapterOf } from '../../data/document-kinds';
import { DocumentCompare } from '../../ui/DocumentCompare';
import { toast } from '../../data/toast-store';
import { useSiteTime } from '../../data/use-site-time';
import { useReview } from '../page-editor/useReview';
import { MEDIA_KEY, pictureApi, pictureKey, usePictureRevisions } from './library-api';

const same = (a: FocalPoint, b: FocalPoint) => Math.abs(a.x - b.x) < 0.001 && Math.abs(a.y - b.y) < 0.001;
const percent = (f: number) => `${Math.round(f * 100)}%`;
const where = (f: FocalPoint) => `${percent(f.x)} from the left, ${percent(f.y)} from the top`;

/** Whether a page visitors see shows the picture now: then a change waits for publish. */
export const onLivePage = (asset: Pick<Asset, 'usedBy'>) => asset.usedBy.some((u) => u.state === 'published');

/**
 * The picture's History: each published focal point, newest first, with Restore (which makes it the draft),
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

/**
 * The focal point panel's actions for a picture a live page shows: the
 * change is saved as a draft and reaches the pages only when published
 * (an editor submits it for review when review before publish is on);
 * History restores an earlier focal point as the draft, the undo.
 */
export function FocalPublishActions({
  asset,
  detail,
  point,
}: {
  asset: Asset;
  detail: PictureSettingsDetail;
  point: FocalPoint;
}) {
  const qc = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [history, setHistory] = useState(false);
  const version = useRef(detail.version);
  version.current = Math.max(version.current, detail.version);
  const saved = detail.draft?.focus ?? detail.published.focus;
  const dirty = !same(point, saved);
  const differs = !same(point, detail.published.focus);
  const reload = () => {
    void qc.invalidateQueries({ queryKey: pictureKey(asset.id) });
    void qc.invalidateQueries({ queryKey: MEDIA_KEY });
  };
  const save = async () => {
    if (!dirty) return true;
    try {
      version.current = (await pictureApi.saveDraft(asset.id, point, version.current)).version;
      return true;
    } catch (e) {
      toast({ title: 'Not saved', description: errorText(e, 'The draft could not be saved.') });
      return false;
    }
  };
  const review = useReview(
    { kind: 'picture', key: asset.id },
    { version: detail.version, dirty, baseVersion: () => version.current, save },
    `The focal point of ${asset.fileName}`,
  );
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
      reload();
    }
  };
  const saveDraft = () =>
    run(async () => {
      if (await save()) toast({ title: 'Draft saved', description: 'The pages show it once you publish it.' });
    });
  const publish = () =>
    run(async () => {
      if (!(await save())) return;
      try {
        await pictureApi.publish(asset.id, version.current);
        toast({
          title: `Focal point of ${asset.fileName} published`,
          description: 'Every page showing it now uses it.',
        });
      } catch (e) {
        toast({ title: 'Not published', description: errorText(e, 'The change could not be published.') });
      }
    });
  const working = busy || review.busy;
  return (
    <>
      <p className="admin-field__hint" role="status">
        This picture is on live pages, which keep showing {where(detail.published.focus)} until the change is{' '}
        {review.submits ? 'reviewed and published' : 'published'}.
        {review.waiting ? ' It waits for an admin’s review.' : ''}
      </p>
      <div className="media-lib__focus-actions">
        <button
          type="button"
          className="admin-btn admin-btn--small admin-btn--secondary"
          disabled={!dirty || working}
          onClick={() => void saveDraft()}
        >
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
        <button
          type="button"
          className="admin-btn admin-btn--small admin-btn--secondary"
          aria-expanded={history}
          onClick={() => setHistory((h) => !h)}
        >
          History
        </button>
      </div>
      {history && (
        <PictureHistory asset={asset} version={version.current} hasDraft={detail.draft !== null} onRestored={reload} />
      )}
    </>
  );
}
