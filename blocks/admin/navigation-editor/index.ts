import { defineBlock } from '../../../engine/block';
import { NavigationEditor } from './NavigationEditor';
import { schema } from './schema';

export const adminNavigationEditor = defineBlock({
  type: 'admin/navigation-editor',
  schema,
  component: NavigationEditor,
});
