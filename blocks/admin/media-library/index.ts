import { defineBlock } from '../../../engine/block';
import { MediaLibrary } from './MediaLibrary';
import { schema } from './schema';

export const adminMediaLibrary = defineBlock({ type: 'admin/media-library', schema, component: MediaLibrary });
export { MediaPicker, type MediaPickerProps } from './MediaPicker';
