import { startServer } from '../../app/server';

/**
 * The production server exactly as npm start runs it, but serving the client
 * from BENCH_CLIENT_DIR: the bench measures its own copy of the build, so a
 * teammate's `npm run build` (which empties dist/) cannot pull the assets
 * from under a running measurement.
 */
await startServer({ clientDir: process.env.BENCH_CLIENT_DIR, quiet: true, onListening: (port) => console.log(`ready ${port}`) });
