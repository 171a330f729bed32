import type { AssetEditInput } from '../../contracts/assets';
import { updateAsset, type AssetRow } from '../../media/assets';
import { isNoEdit } from '../../media/picture-edit';
import type { AppDeps } from '../deps';
import { prepareEditSizes, saveSettingsOfUnshownPicture, sweepUnusedSizes } from './picture-kind';

/** What review before publish names when it refuses an editor's change to a live picture. */
export function liveChangeWords(input: AssetEditInput): string {
  const what =
    input.edit === null
      ? 'resetting the crop and rotation of'
      : input.edit
        ? 'cropping or turning'
        : input.focus
          ? 'changing the focal point of'
          : 'changing the alt text of';
  return `${what} a picture a live page shows`;
}

/**
 * Saves the crop and turn of a library picture no live page shows (with any alt or focal point sent beside it),
 * at once: nothing visitors see changes, so it needs no publish (a live picture's crop is a draft of its
 * settings, api/media/picture-kind.ts). The crop's own sizes are made first, and only then the edit is saved
 * and recorded in the change feed, so no instance renders the crop before its sizes are stored; once the
 * picture has a History the save is kept there as its newest version too. The previous crop's sizes go after.
 */
export async function saveCropAndTurn(
  deps: Pick<AppDeps, 'db' | 'media'>,
  row: AssetRow,
  input: AssetEditInput,
  by: string,
): Promise<AssetRow | undefined> {
  const edit = isNoEdit(input.edit) ? null : input.edit!;
  await prepareEditSizes(deps.db, deps.media, row, edit);
  const kept = await saveSettingsOfUnshownPicture(deps.db, row, { edit, focus: input.focus }, by);
  const saved = await updateAsset(deps.db, row.id, {
    ...(input.alt !== undefined ? { alt: input.alt || null } : {}),
    ...(kept ? {} : { edit, ...(input.focus ? { focus: input.focus } : {}) }),
  });
  if (saved) await sweepUnusedSizes(deps.db, deps.media, saved);
  return saved;
}
