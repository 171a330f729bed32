import { defineBlock } from '../../engine/block';
import { FeatureList } from './FeatureList';
import { hint, migrate, schema, version } from './schema';

/** 'Why Choose ...' points and feature tiles (seed 001: six bullets, four points, office features). */
export const featureList = defineBlock({
  type: 'feature-list',
  schema,
  hint,
  version,
  migrate,
  component: FeatureList,
});
