import { defineBlock } from '../../engine/block';
import { FeatureList } from './FeatureList';
import { hint, schema } from './schema';

/** 'Why Choose ...' points and feature tiles (seed 001: six bullets, four points, office features). */
export const featureList = defineBlock({ type: 'feature-list', schema, hint, component: FeatureList });
