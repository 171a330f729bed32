import { defineBlock } from '../../engine/block';
import { ContactInfo } from './ContactInfo';
import { hint, schema } from './schema';

/** Office address, phone, e-mail, business hours and follow-us links from the stored contact details. */
export const contactInfo = defineBlock({ type: 'contact-info', schema, hint, component: ContactInfo });
