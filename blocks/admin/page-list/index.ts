import { defineBlock } from '../../../engine/block';
import { PageList } from './PageList';
import { schema } from './schema';

export const adminPageList = defineBlock({ type: 'admin/page-list', schema, component: PageList });
