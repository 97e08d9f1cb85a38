/**
 * Release health's bodies: POST api/remote-failures (one remote's load, mount or render failure, as the
 * browser saw it) and POST api/remote-loads (the remotes a page load used), each with the page load's
 * token from /config.json.
 */
import { z } from 'zod';
import { REMOTE_FAILURE_KINDS, scrubFailureMessage, VITAL_MAX, VITAL_METRICS } from '../rules/remoteFailures';
import { laravelBody, laravelMessage, numberField, oneOf, requiredText } from './laravel';

const REMOTE_NAME = /^mfe-[a-z0-9-]{1,60}$/;
/** Release versions (1.0.0-3f2a9c1b0d); the API then counts only those its registry published. */
const VERSION = /^[A-Za-z0-9][A-Za-z0-9._+-]{0,79}$/;

const remote = () => requiredText('remote', { max: 64 }).pipe(z.string().regex(REMOTE_NAME, { error: laravelMessage.in('remote') }));
const version = () => requiredText('version', { max: 80 }).pipe(z.string().regex(VERSION, { error: laravelMessage.in('version') }));
/** The page load's signed token (release/pageLoad.mjs: PAGE_LOAD_MAX_LENGTH), checked by the API. */
const pageLoad = () => requiredText('page_load', { max: 1024 });

export const RemoteFailureBody = laravelBody(
  z.object({
    remote: remote(),
    version: version(),
    kind: oneOf('kind', REMOTE_FAILURE_KINDS),
    // Scrubbed here too: the server keeps nothing personal whatever a browser sends.
    message: requiredText('message', { max: 2000 }).transform(scrubFailureMessage),
    page_load: pageLoad(),
  }),
);

/** At most this many remotes in one page load's report: there are five. */
export const MAX_REMOTES_PER_LOAD_REPORT = 10;

export const RemoteLoadsBody = laravelBody(
  z.object({
    page_load: pageLoad(),
    remotes: z
      .array(z.object({ remote: remote(), version: version() }), { error: laravelMessage.required('remotes') })
      .min(1, { error: laravelMessage.required('remotes') })
      .max(MAX_REMOTES_PER_LOAD_REPORT, { error: `The remotes field must not have more than ${MAX_REMOTES_PER_LOAD_REPORT} items.` }),
  }),
);

/** At most this many samples in one page load's vitals: four metrics of each of its remotes. */
export const MAX_VITALS_PER_REPORT = 4 * MAX_REMOTES_PER_LOAD_REPORT;

export const RemoteVitalsBody = laravelBody(
  z.object({
    page_load: pageLoad(),
    vitals: z
      .array(
        z
          .object({
            remote: remote(),
            version: version(),
            metric: oneOf('metric', VITAL_METRICS),
            value: numberField('value', { min: 0, max: Math.max(...Object.values(VITAL_MAX)), required: true }),
          })
          .refine(({ metric, value }) => value <= VITAL_MAX[metric], { error: laravelMessage.in('value'), path: ['value'] }),
        { error: laravelMessage.required('vitals') },
      )
      .min(1, { error: laravelMessage.required('vitals') })
      .max(MAX_VITALS_PER_REPORT, { error: `The vitals field must not have more than ${MAX_VITALS_PER_REPORT} items.` }),
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
