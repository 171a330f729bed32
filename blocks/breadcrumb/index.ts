import { defineBlock } from '../../engine/block';
import { Breadcrumb } from './Breadcrumb';
import { schema } from './schema';

/** Breadcrumb trail (powder coating: Home / Engineering Services / Metal Powder Coating). */
export const breadcrumb = defineBlock({ type: 'breadcrumb', schema, component: Breadcrumb });
