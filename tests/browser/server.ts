import { startServer } from '../../app/server';

/**
 * The browser suite's server: the production server, serving a private copy
 * of the client build (CLIENT_DIR), so another build of the shared dist/
 * during a run cannot swap the asset files under the pages being tested.
 */
await startServer({ clientDir: process.env.CLIENT_DIR, quiet: true });
