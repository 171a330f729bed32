import type { AssetEditInput } from '../../contracts/assets';
import { updateAsset, type AssetRow } from '../../media/assets';
import { editOfColumns, isNoEdit } from '../../media/picture-edit';
import { withSlotLock } from '../../media/storage';
import { refusalOf } from '../../media/upload';
import { remakeVariants } from '../../media/variants';
import type { AppDeps } from '../deps';
import { ApiError } from '../http';

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
 * Saves a library picture's crop and turn (with any alt or focal point sent beside it): its sizes are made
 * again from the untouched original first, and only then the edit is saved and recorded in the change feed,
 * so no instance renders the new edit while the old sizes are still in place. One edit of a file at a time.
 */
export async function saveCropAndTurn(
  deps: Pick<AppDeps, 'db' | 'media'>,
  row: AssetRow,
  input: AssetEditInput,
): Promise<AssetRow | undefined> {
  const edit = isNoEdit(input.edit) ? null : input.edit!;
  return withSlotLock(row.url, async () => {
    try {
      await remakeVariants(deps.media, row.url, edit ?? undefined);
    } catch (err) {
      const refusal = refusalOf(err);
      if (!refusal) throw err;
      throw new ApiError(
        refusal.httpStatus as 400,
        refusal.body.message,
        {},
        refusal.retryAfter ? { 'Retry-After': String(refusal.retryAfter) } : {},
      );
    }
    try {
      const saved = await updateAsset(deps.db, row.id, {
        edit,
        ...(input.alt !== undefined ? { alt: input.alt || null } : {}),
        ...(input.focus ? { focus: input.focus } : {}),
      });
      // Deleted meanwhile: the delete's removal of the files waits for this lock, so it takes the new sizes too.
      return saved;
    } catch (err) {
      // The edit was not saved: the sizes go back to what the saved edit says, so pages and sizes agree again.
      // Should that fail too, the save's own error is still the one to answer (the next Save makes them again).
      await remakeVariants(deps.media, row.url, editOfColumns(row)).catch(() => {});
      throw err;
    }
  });
}
