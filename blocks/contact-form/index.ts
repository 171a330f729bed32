import { defineBlock } from '../../engine/block';
import { ContactForm } from './ContactForm';
import { hint, migrate, schema, version } from './schema';

/**
 * The 'Get In Touch' section: contact facts beside a working 'Send Us a Message'
 * form that posts to /api/contact (a decided departure from the seed's disabled form).
 */
export const contactForm = defineBlock({
  type: 'contact-form',
  schema,
  hint,
  version,
  migrate,
  component: ContactForm,
  interactive: true,
});
