import { defineBlock } from '../../../engine/block';
import { Inquiries } from './Inquiries';
import { schema } from './schema';

export const adminInquiries = defineBlock({ type: 'admin/inquiries', schema, component: Inquiries });
