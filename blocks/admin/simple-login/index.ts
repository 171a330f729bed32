import { defineBlock } from '../../../engine/block';
import { schema } from './schema';
import { SimpleLogin } from './SimpleLogin';

export const adminSimpleLogin = defineBlock({ type: 'admin/simple-login', schema, component: SimpleLogin });
