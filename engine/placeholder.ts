/** The built-in image a slot with no file shows; its own module so the tiny client entry can use it without React. */
export const PLACEHOLDER_IMAGE = '/uploads/placeholder.jpg';
