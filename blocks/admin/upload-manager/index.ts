import { defineBlock } from '../../../engine/block';
import { schema } from './schema';
import { UploadManager } from './UploadManager';

export const adminUploadManager = defineBlock({ type: 'admin/upload-manager', schema, component: UploadManager });
