import type { ProjectFile } from './project-file';

/** A project a hand list showed as one captioned picture: its caption is all that list said of it. */
export interface PictureEntry {
  caption: string;
  media: string;
  alt: string;
}

/** "Boardroom table for 16, Upper Hill" → "boardroom-table-for-16-upper-hill". */
export const slugOf = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * Projects from a portfolio hand list: the caption becomes the title (and,
 * since the list said nothing more, the summary and description: no words
 * are invented), the picture its only one. Staff add the rest in the admin.
 */
export function pictureProjects(
  entries: readonly PictureEntry[],
  o: { services: string[]; featured?: boolean },
): ProjectFile[] {
  return entries.map((e) => ({
    slug: slugOf(e.caption),
    project: {
      title: e.caption,
      services: o.services,
      media: [{ media: e.media, alt: e.alt }],
      cover: e.media,
      summary: e.caption,
      description: e.caption,
      featured: o.featured ?? false,
    },
  }));
}

/** Pictures with a caption each, from the slots a list used and its alt texts. */
export const captioned = (slots: readonly string[], captions: readonly string[], alt: (i: number) => string) =>
  captions.map((caption, i) => ({ caption, media: slots[i], alt: alt(i) }));
