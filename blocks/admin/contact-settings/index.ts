import { defineBlock } from '../../../engine/block';
import { ContactSettings } from './ContactSettings';
import { schema } from './schema';

export const adminContactSettings = defineBlock({ type: 'admin/contact-settings', schema, component: ContactSettings });
