// Every public block's styles, one stylesheet for the public site (admin blocks live one level deeper and are not matched).
// A module of its own: Vite puts an eager glob's imports at the top of the file that holds it, and here they
// come after the engine's base styles (imported by the waker), so a block's rules win over the base ones.
import.meta.glob('../../blocks/*/*.css', { eager: true });
