import { defineBlock } from '../../../engine/block';
import { PageEditor } from './PageEditor';
import { schema } from './schema';

export const adminPageEditor = defineBlock({ type: 'admin/page-editor', schema, component: PageEditor });
