import { defineBlock } from '../../engine/block';
import { CardGrid } from './CardGrid';
import { hint, schema } from './schema';

/** Service cards with features, icon, link and a rotating image/video set. */
export const cardGrid = defineBlock({ type: 'card-grid', schema, hint, component: CardGrid, interactive: true });
