import { defineBlock } from '../../engine/block';
import { ContactInfo } from './ContactInfo';
import { schema } from './schema';

/** Office address, phone, e-mail, business hours and follow-us links from the stored contact details (seed 000 §2.4). */
export const contactInfo = defineBlock({ type: 'contact-info', schema, component: ContactInfo });
