import type { ContactDetailsData } from '../../../contracts/contact-details';

export type ContactField = keyof ContactDetailsData;

interface FieldSpec {
  name: ContactField;
  label: string;
  max: number;
  required?: boolean;
  type?: 'text' | 'email' | 'tel' | 'url';
  multiline?: boolean;
  hint?: string;
  autoComplete?: string;
}

/** The stored contact record, grouped as the form shows it, with the column limits. */
export const CONTACT_FIELD_GROUPS: { legend: string; fields: FieldSpec[] }[] = [
  {
    legend: 'Company',
    fields: [
      { name: 'companyName', label: 'Company name', max: 255, required: true, autoComplete: 'organization' },
      { name: 'companyTagline', label: 'Tagline', max: 255 },
    ],
  },
  {
    legend: 'Phone and e-mail',
    fields: [
      { name: 'email', label: 'E-mail', max: 255, required: true, type: 'email', autoComplete: 'email' },
      {
        name: 'phone',
        label: 'Phone',
        max: 20,
        required: true,
        type: 'tel',
        hint: 'With the country code, e.g. +254 722 000 123',
      },
      {
        name: 'whatsapp',
        label: 'WhatsApp number',
        max: 24,
        required: true,
        type: 'tel',
        hint: 'The chat button opens a WhatsApp chat with this number',
      },
    ],
  },
  {
    legend: 'Address',
    fields: [
      { name: 'addressLine1', label: 'Address line 1', max: 255, required: true, autoComplete: 'address-line1' },
      { name: 'addressLine2', label: 'Address line 2', max: 255, autoComplete: 'address-line2' },
      { name: 'city', label: 'City', max: 100, autoComplete: 'address-level2' },
      { name: 'state', label: 'County / state', max: 100, autoComplete: 'address-level1' },
      { name: 'postalCode', label: 'Postal code', max: 20, autoComplete: 'postal-code' },
      { name: 'country', label: 'Country', max: 100, autoComplete: 'country-name' },
    ],
  },
  {
    legend: 'Opening hours (as the contact page shows them)',
    fields: [
      { name: 'mondayFriday', label: 'Monday to Friday', max: 50, hint: 'e.g. 8:00 AM - 6:00 PM' },
      { name: 'saturday', label: 'Saturday', max: 50, hint: 'Leave empty to leave the day out' },
      { name: 'sunday', label: 'Sunday', max: 50, hint: 'e.g. Closed' },
    ],
  },
  {
    legend: 'Website and social links',
    fields: [
      { name: 'websiteUrl', label: 'Website', max: 255, type: 'url' },
      { name: 'facebookUrl', label: 'Facebook', max: 255, type: 'url', hint: 'Leave empty to hide the link' },
      { name: 'twitterUrl', label: 'Twitter / X', max: 255, type: 'url' },
      { name: 'instagramUrl', label: 'Instagram', max: 255, type: 'url' },
      { name: 'linkedinUrl', label: 'LinkedIn', max: 255, type: 'url' },
      { name: 'youtubeUrl', label: 'YouTube', max: 255, type: 'url' },
    ],
  },
];

export const CONTACT_FIELDS = CONTACT_FIELD_GROUPS.flatMap((g) => g.fields);
