import type { BlockInput } from './define';
import { company } from './company';
import { contactCta, footerCompanyLinks, footerServiceLinks, mainMenu } from './navigation';
import { aliasPrefixes } from './routes';

/** The site shell: blocks around every public page (never on /admin paths). */
export const shell: { header: BlockInput[]; footer: BlockInput[] } = {
  header: [
    {
      type: 'site-header',
      props: {
        brand: { name: company.shortName, tagline: company.tagline },
        items: mainMenu,
        cta: contactCta,
        aliasPrefixes,
      },
    },
  ],
  footer: [
    {
      type: 'site-footer',
      props: {
        blurb: company.blurb,
        serviceLinks: footerServiceLinks,
        companyLinks: footerCompanyLinks,
        copyrightYear: company.copyrightYear,
      },
    },
    { type: 'chat-button', props: { fallbackNumber: company.fallbackChatNumber, fallbackCompany: company.name } },
  ],
};
