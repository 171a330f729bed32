import type { NavigationDocument } from '../contracts/navigation';
import type { BlockInput } from './define';
import { company } from './company';
import { defaultNavigation } from './navigation';
import { aliasPrefixes } from './routes';

export type ShellInput = { header: BlockInput[]; footer: BlockInput[] };

/**
 * The site shell around every public page (never on /admin paths), with a
 * navigation: the seed's, or the one staff published in the admin.
 */
export function shellFor(navigation: NavigationDocument): ShellInput {
  return {
    header: [
      {
        type: 'site-header',
        props: {
          brand: { name: company.shortName, tagline: company.tagline },
          items: navigation.header.items,
          cta: navigation.header.cta,
          aliasPrefixes,
        },
      },
    ],
    footer: [
      {
        type: 'site-footer',
        props: {
          blurb: company.blurb,
          serviceLinks: navigation.footer.serviceLinks,
          companyLinks: navigation.footer.companyLinks,
          copyrightYear: navigation.footer.copyrightYear,
        },
      },
      { type: 'chat-button', props: { fallbackNumber: company.fallbackChatNumber, fallbackCompany: company.name } },
    ],
  };
}

/** The shell with the seed navigation. */
export const shell: ShellInput = shellFor(defaultNavigation);
