import type { ContactDetailsData } from '../contracts/contact-details';

/**
 * Company facts. The seed names no company; this is ours. `contactDefaults`
 * seeds the stored contact record on first start; after that admin Settings
 * owns it (and the footer, chat button and contact page read the stored copy).
 */
export const company = {
  name: 'Savannah Build & Interiors',
  shortName: 'Savannah Build',
  parent: 'Savannah Engineering Works',
  tagline: 'Prefab units, interiors and executive furniture, engineered in Nairobi',
  blurb:
    'A subsidiary of Savannah Engineering Works, we design, fabricate and install prefab container units, complete interiors and executive furniture for businesses, institutions and homes across Kenya and East Africa.',
  foundedYearsAgo: 15,
  copyrightYear: 2024,
  /** The chat button falls back to these when contact details cannot be loaded. */
  fallbackChatNumber: '+254722000123',
} as const;

export const contactDefaults: ContactDetailsData = {
  companyName: company.name,
  companyTagline: company.tagline,
  email: 'info@savannahbuild.co.ke',
  phone: '+254722000123',
  whatsapp: '+254722000123',
  addressLine1: 'Savannah Engineering Yard, Enterprise Road',
  addressLine2: 'Industrial Area',
  city: 'Nairobi',
  state: null,
  postalCode: '00500',
  country: 'Kenya',
  facebookUrl: null,
  twitterUrl: null,
  instagramUrl: null,
  linkedinUrl: null,
  youtubeUrl: null,
  websiteUrl: null,
  businessHours: 'Monday - Friday: 8:00 AM - 6:00 PM\nSaturday: 9:00 AM - 4:00 PM\nSunday: Closed',
  mondayFriday: '8:00 AM - 6:00 PM',
  saturday: '9:00 AM - 4:00 PM',
  sunday: 'Closed',
};
