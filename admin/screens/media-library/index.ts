/** This screen's component; its type and schema are listed in admin/registry.ts. */
export { MediaLibrary as screen } from './MediaLibrary';
export { MediaPicker, type MediaPickerProps } from './MediaPicker';
