import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { Asset, FocalPoint } from '../../../contracts/assets';
import type { PictureSettings, PictureSettingsDetail } from '../../../contracts/picture-settings';
import { errorText } from '../../data/api';
import { documentWrites } from '../../data/document-writes';
import { toast } from '../../data/toast-store';
import { useSiteTime } from '../../data/use-site-time';
import { useReview } from '../page-editor/useReview';
import { MEDIA_KEY, pictureApi, pictureKey } from './library-api';

const same = (a: FocalPoint, b: FocalPoint) => Math.abs(a.x - b.x) < 0.001 && Math.abs(a.y - b.y) < 0.001;

/** The two settings are the same: the focal point (to a tenth of a percent) and the crop and turn. */
export const sameSettings = (a: PictureSettings, b: PictureSettings) =>
  same(a.focus, b.focus) && JSON.stringify(a.edit ?? null) === JSON.stringify(b.edit ?? null);

/**
 * The steps of a live picture's change (its focal point or its crop): the whole settings on screen saved as
 * the draft, published now or at a time, submitted for review, a schedule cancelled; each says how it went
 * in a toast and reloads the picture's state.
 */
export function usePicturePublish(
  asset: Asset,
  detail: PictureSettingsDetail,
  settings: PictureSettings,
  what: 'focal point' | 'crop',
) {
  const qc = useQueryClient();
  const { formatWhen, place } = useSiteTime();
  const [busy, setBusy] = useState(false);
  const version = useRef(detail.version);
  version.current = Math.max(version.current, detail.version);
  const saved: PictureSettings = detail.draft
    ? { focus: detail.draft.focus ?? detail.published.focus, edit: detail.draft.edit ?? null }
    : detail.published;
  const dirty = !sameSettings(settings, saved);
  const differs = !sameSettings(settings, detail.published);
  const reload = async () => {
    await qc.invalidateQueries({ queryKey: pictureKey(asset.id) });
    await qc.invalidateQueries({ queryKey: MEDIA_KEY });
  };
  const save = async () => {
    if (!dirty) return true;
    try {
      version.current = (await pictureApi.saveDraft(asset.id, settings, version.current)).version;
      return true;
    } catch (e) {
      toast({ title: 'Not saved', description: errorText(e, 'The draft could not be saved.') });
      return false;
    }
  };
  const review = useReview(
    { kind: 'picture', key: asset.id },
    { version: detail.version, dirty, baseVersion: () => version.current, save },
    `The ${what} of ${asset.fileName}`,
  );
  const {
    publish,
    schedule,
    cancelSchedule: cancel,
  } = documentWrites<{ version: number }>({
    draft: {
      save,
      baseVersion: () => version.current,
      async publish() {
        if (!(await save())) return { ok: false };
        try {
          await pictureApi.publish(asset.id, version.current);
          return { ok: true };
        } catch (e) {
          return { ok: false, message: errorText(e, 'The change could not be published.') };
        }
      },
    },
    setBusy,
    reload,
    scheduleAt: (baseVersion, at) => pictureApi.schedule(asset.id, baseVersion, at),
    published: {
      title: `${what === 'crop' ? 'Crop' : 'Focal point'} of ${asset.fileName} published`,
      description: 'Every page showing it now uses it.',
    },
    goesLive: (when) => `Every page showing ${asset.fileName} uses it from ${formatWhen(when)} (${place} time).`,
    cancelScheduleCall: () => pictureApi.cancelSchedule(asset.id),
    // The picture's History restores through its own list (FocalPublish.tsx); this is the same call.
    restoreCall: ({ version: v }, baseVersion) => pictureApi.restore(asset.id, v, baseVersion),
  });
  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
      await reload();
    }
  };
  const saveDraft = () =>
    run(async () => {
      if (await save()) toast({ title: 'Draft saved', description: 'The pages show it once you publish it.' });
    });
  return {
    dirty,
    differs,
    review,
    publish,
    schedule,
    saveDraft,
    cancel,
    run,
    reload,
    version,
    working: busy || review.busy,
  };
}
