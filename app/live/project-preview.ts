import { registry } from '../../blocks';
import { projectPath, type ProjectDocument } from '../../contracts/projects';
import type { AnyPage } from '../../engine/registry';

/** The hero shows at most this many slides: the cover first, then the project's other pictures. */
const HERO_SLIDES = 12;

/**
 * A project's page for the editor's preview, made of the site's existing
 * blocks (a hero with the title and the pictures, the summary under it, the
 * description and the facts, a call to action to /contact) and rendered by
 * the public renderer, so staff see the site's own look.
 * Stand-in until the public project page (site-config/projects/page.ts,
 * `projectPage`) is merged: the merge replaces this with it, so the preview is
 * exactly what visitors get.
 */
export function projectPreviewPage(slug: string, project: ProjectDocument): AnyPage {
  const pictures = [
    ...project.media.filter((m) => m.media === project.cover),
    ...project.media.filter((m) => m.media !== project.cover),
  ].slice(0, HERO_SLIDES);
  const facts = project.facts.length ? project.facts : [project.summary];
  const badges = [project.place, project.completed].filter((b): b is string => !!b);
  return registry.pageSchema.parse({
    path: projectPath(slug),
    layout: 'site',
    meta: {
      // The page's search title and snippet have the site's own bounds, which a project's fields need not meet.
      title: project.title.slice(0, 80),
      description: `${project.summary} A project by our Nairobi team.`.padEnd(50, '.').slice(0, 320),
      keywords: [project.title.toLowerCase(), ...(project.sector ? [project.sector.toLowerCase()] : []), 'nairobi'],
    },
    blocks: [
      {
        type: 'hero-carousel',
        props: {
          slides: pictures.map((m) => ({ media: m.media, alt: m.alt })),
          ...(project.sector ? { eyebrow: project.sector } : {}),
          title: project.title,
          subtitle: project.summary,
          badges,
        },
      },
      {
        type: 'feature-list',
        props: {
          heading: 'About the project',
          lead: project.description,
          items: facts.map((title) => ({ title })),
          layout: 'bullets',
          columns: 2,
        },
      },
      {
        type: 'call-to-action',
        props: {
          heading: 'Planning something similar?',
          text: 'Talk to our team for a free consultation and quote.',
          buttons: [{ label: 'Contact Us', href: '/contact' }],
        },
      },
    ],
  }) as AnyPage;
}
