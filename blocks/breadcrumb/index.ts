import { defineBlock } from '../../engine/block';
import { Breadcrumb } from './Breadcrumb';
import { hint, schema } from './schema';

/** Breadcrumb trail (powder coating: Home / Engineering Services / Metal Powder Coating). */
export const breadcrumb = defineBlock({ type: 'breadcrumb', schema, hint, component: Breadcrumb });
