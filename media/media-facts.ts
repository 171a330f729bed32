import type { ResolvedMedia } from '../engine/context';
import type { createSlotAliases } from './slot-aliases';
import type { PictureEdit } from './picture-edit';

/** What the page shows of a slot besides the file: admin overrides and the file's intrinsic size. */
export interface SlotRecord {
  alt?: string | null;
  productName?: string | null;
  isVisible?: boolean;
  width?: number | null;
  height?: number | null;
  /** The library file the slot is a name for; its bytes, variants and poster are the slot's. */
  assetUrl?: string | null;
}

/** What the renderer needs of a library asset besides its bytes. */
export interface AssetInfo {
  width: number | null;
  height: number | null;
  /** The default alt text, for a page that leaves its own empty. */
  alt?: string | null;
  /** The focal point, fractions 0..1 from the top left (absent: the centre). */
  focus?: { x: number; y: number };
  /** The crop and rotation its sizes and sharing picture are made with (absent: as uploaded). */
  edit?: PictureEdit;
}

/** What a resolved library file adds to the page: its default alt text and, off the centre, its focal point. */
function assetExtras(info: AssetInfo | undefined): Pick<ResolvedMedia, 'defaultAlt' | 'focus'> {
  if (!info) return {};
  const percent = (f: number) => Math.round(Math.min(1, Math.max(0, f)) * 1000) / 10;
  const focus = info.focus && { x: percent(info.focus.x), y: percent(info.focus.y) };
  return {
    ...(info.alt ? { defaultAlt: info.alt } : {}),
    ...(focus && (focus.x !== 50 || focus.y !== 50) ? { focus } : {}),
  };
}

/** What staff said of a file (its library defaults, then the slot's own alt, title and visibility) over what the store finds. */
function overridesOf(rec: SlotRecord | undefined, asset: AssetInfo | undefined) {
  return {
    ...assetExtras(asset),
    ...(rec?.alt ? { alt: rec.alt } : {}),
    ...(rec?.productName ? { title: rec.productName } : {}),
    ...(rec?.isVisible === false ? { hidden: true } : {}),
  };
}

/**
 * What staff said of the files, apart from the bytes: each slot's record
 * (its alt text, product name, visibility, size, and the library file it is
 * a name for) and each library file's own facts (size, default alt text,
 * focal point). The resolver reads them; a change to one tells `changed`
 * which slot to forget (none: every slot, as a library file's alt shows
 * wherever a slot names it).
 */
export function createMediaFacts(aliases: ReturnType<typeof createSlotAliases>, changed: (slot?: string) => void) {
  const records = new Map<string, SlotRecord>();
  const assets = new Map<string, AssetInfo>();
  const remember = (url: string, info: AssetInfo) => {
    assets.set(url, {
      width: info.width,
      height: info.height,
      alt: info.alt ?? null,
      focus: info.focus,
      ...(info.edit ? { edit: info.edit } : {}),
    });
    records.set(url, { width: info.width, height: info.height });
  };
  const assetOf = (slot: string) => {
    const rec = records.get(slot);
    return assets.get(slot) ?? (rec?.assetUrl ? assets.get(rec.assetUrl) : undefined);
  };
  return {
    record: (slot: string) => records.get(slot),
    /** The crop and rotation of the library file `slot` is (or names). */
    editFor: (slot: string) => assetOf(slot)?.edit,
    /** What a page shows of `slot` besides its bytes: the library file's defaults, then the slot's own words. */
    overridesFor(slot: string) {
      const rec = records.get(slot);
      // A library file, by its own address or through a slot that names it.
      const asset = assets.get(slot) ?? (rec?.assetUrl ? assets.get(rec.assetUrl) : undefined);
      return overridesOf(rec, asset);
    },
    setRecord(slot: string, rec: SlotRecord | undefined) {
      if (rec) records.set(slot, rec);
      else records.delete(slot);
      aliases.set(slot, rec?.assetUrl);
      changed(slot);
    },
    setAsset(url: string, info: AssetInfo | undefined) {
      if (info) remember(url, info);
      else {
        assets.delete(url);
        records.delete(url);
      }
      // Every slot naming the file shows its alt text and focal point too: drop them all (edits are rare).
      changed();
    },
    hasAsset: (url: string) => assets.has(url),
    replaceAssets(list: readonly (AssetInfo & { url: string })[]) {
      for (const url of assets.keys()) records.delete(url);
      assets.clear();
      for (const a of list) remember(a.url, a);
      changed();
    },
  };
}
