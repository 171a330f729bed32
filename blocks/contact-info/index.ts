import { defineBlock } from '../../engine/block';
import { ContactInfo } from './ContactInfo';
import { hint, migrate, schema, version } from './schema';

/** Office address, phone, e-mail, business hours and follow-us links from the stored contact details. */
export const contactInfo = defineBlock({
  type: 'contact-info',
  schema,
  hint,
  version,
  migrate,
  component: ContactInfo,
});
