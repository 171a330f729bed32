import { z } from 'zod';
import { projectListing } from '../../contracts/projects';
import { richText } from '../../contracts/rich-text';
import { richTextFields, richTextInList } from '../_shared/rich-text-migration';
import { imageRef } from '../../engine/media-ref';
import { anchorId, href, sectionHeading, tone } from '../_shared/schemas';

/** A project card has a title, description, specs list and image. */
export const project = z.strictObject({
  title: z.string().min(1),
  /** Rich text: bold, italic, links and lists (a plain string in page files). */
  description: richText,
  specs: z.array(z.string().min(1)).min(1).max(8),
  media: imageRef,
  /** Empty: the library file's alt text (publishing asks for one when the file has none). */
  alt: z.string().default(''),
  /** Client sector, place or year, shown above the title. */
  tag: z.string().optional(),
  /** Where the card leads: a project's own page, which a listing that follows the collection fills in. */
  href: href.optional(),
});

export const schema = z
  .strictObject({
    id: anchorId.optional(),
    ...sectionHeading,
    /** The hand list; with a `source` the site fills it from the published projects instead. */
    projects: z.array(project).max(6).default([]),
    /** Absent: the hand list above. Present: the projects the collection selects (app/live/project-listings.ts). */
    source: projectListing.optional(),
    tone,
  })
  .refine((p) => p.source || p.projects.length > 0, {
    message: 'needs at least one project, or a source in the projects collection',
    path: ['projects'],
  });

export type RecentProjectsProps = z.output<typeof schema>;
export type Project = z.output<typeof project>;

/** What the block shows, in one line: the page editor's "Add a section" list offers it with these words. */
export const hint = 'Case studies: a picture, text and key facts.';

/**
 * Version 2 made the lead and each project's description rich text. Sections
 * staff saved under version 1 hold plain strings: `migrate` makes them documents.
 */
export const version = 2;

export function migrate(props: Record<string, unknown>, from: number): Record<string, unknown> {
  return from < 2 ? richTextInList(richTextFields(props, 'lead'), 'projects', 'description') : props;
}
