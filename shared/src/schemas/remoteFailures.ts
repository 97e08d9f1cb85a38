/** The body of POST api/remote-failures: one remote's load or render failure, as the browser saw it. */
import { z } from 'zod';
import { REMOTE_FAILURE_KINDS, scrubFailureMessage } from '../rules/remoteFailures';
import { laravelBody, laravelMessage, oneOf, requiredText } from './laravel';

const REMOTE_NAME = /^mfe-[a-z0-9-]{1,60}$/;
/** Release versions (1.0.0-3f2a9c1b0d), 'override' and 'unknown'. */
const VERSION = /^[A-Za-z0-9][A-Za-z0-9._+-]{0,79}$/;

export const RemoteFailureBody = laravelBody(
  z.object({
    remote: requiredText('remote', { max: 64 }).pipe(z.string().regex(REMOTE_NAME, { error: laravelMessage.in('remote') })),
    version: requiredText('version', { max: 80 }).pipe(z.string().regex(VERSION, { error: laravelMessage.in('version') })),
    kind: oneOf('kind', REMOTE_FAILURE_KINDS),
    // Scrubbed here too: the server keeps nothing personal whatever a browser sends.
    message: requiredText('message', { max: 2000 }).transform(scrubFailureMessage),
  }),
);

/** GET api/remote-failures/summary?minutes=: the window the release manager looks back over. */
export const RemoteFailureSummaryQuery = z.object({
  minutes: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(60),
});
