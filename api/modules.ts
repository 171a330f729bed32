import type { AppModule } from './app';

/**
 * API route groups mounted by the server, in order. Each module lives in its
 * own file under api/routes/ and adds its routes to the app.
 */
export const apiModules: AppModule[] = [];
