/** The built-in image a slot with no file shows; its own module so the tiny client entry can use it without React. */
export const PLACEHOLDER_IMAGE = '/uploads/placeholder.jpg';

/** Its size in pixels (media/assets/placeholder.jpg), for the tags that name it as a sharing picture. */
export const PLACEHOLDER_SIZE = { width: 1200, height: 750 } as const;
