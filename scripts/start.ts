import { startServer } from '../app/server';

/** npm start / npm run serve: the production server (app/server.ts) on PORT/HOST. */
await startServer();
