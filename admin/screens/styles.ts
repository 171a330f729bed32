/*
 * Each screen's own stylesheet. Import it after admin/ui/admin.css, so a
 * screen's rules win over the shared look. It is a module of its own because
 * Vite puts a glob's imports above every other import of its file: a glob
 * next to the admin.css import would load the screens' styles first.
 */
import.meta.glob('./**/*.css', { eager: true });
