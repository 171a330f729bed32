import { z } from 'zod';

/** The editor has nothing to configure: the page comes from ?path=. */
export const schema = z.strictObject({});
