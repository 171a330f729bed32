import type { Transaction } from 'kysely';
import type { DocumentIssue } from '../../contracts/documents';
import { assetRefsIn, undescribedMedia, unknownAssetRefs } from '../../media/asset-refs';
import { lockAssets } from '../../media/assets';
import type { Database } from '../db/types';

/**
 * Library files a document shows that are gone, read in the caller's
 * transaction with the rows held (a delete of the file waits for it, or
 * commits first and is seen): what a document coming back from the trash
 * must not show live.
 */
export async function goneLibraryFiles(trx: Transaction<Database>, document: unknown): Promise<DocumentIssue[]> {
  const held = await lockAssets(trx, [...assetRefsIn(document)]);
  return unknownAssetRefs(document, (url) => held.has(url));
}

/**
 * What stops a document going live as far as the library goes, read in the
 * publishing transaction: a file it shows that is gone, and a picture whose
 * alt it leaves empty while the file has no alt text either.
 */
export async function unpublishableMedia(trx: Transaction<Database>, document: unknown): Promise<DocumentIssue[]> {
  const held = await lockAssets(trx, [...assetRefsIn(document)]);
  return [...unknownAssetRefs(document, (url) => held.has(url)), ...undescribedMedia(document, (url) => held.get(url))];
}
