import { z } from 'zod';
import { REMOTE_FAILURE_KINDS } from '../rules/remoteFailures';
import { Instant } from './common';

/**
 * Release health's answers (issue 14, 26, 31): what browsers report answers nothing (204), or 429 with
 * a sentence once an address has sent too many; the summary counts reports per remote and version for
 * `npm run releases`. Declared once here: the API serialises and checks them.
 */

/** 429: too many reports from one address in a minute (with Retry-After). */
export const TooManyReportsAnswer = z.strictObject({ message: z.string() });

/** A remote version's failures of one kind in the window: how many, the last one and what it said. */
export const VersionFailuresAnswer = z.strictObject({
  remote: z.string(),
  version: z.string(),
  kind: z.enum(REMOTE_FAILURE_KINDS),
  failures: z.number(),
  last_at: Instant,
  last_message: z.string(),
});

/** The page loads that used a remote version in the window. */
export const VersionLoadsAnswer = z.strictObject({ remote: z.string(), version: z.string(), loads: z.number() });

/** GET api/remote-failures/summary?minutes=: failures and page loads per remote and version over the last `minutes`. */
export const RemoteFailureSummaryAnswer = z.strictObject({
  minutes: z.number(),
  data: z.array(VersionFailuresAnswer),
  loads: z.array(VersionLoadsAnswer),
});

export type VersionFailures = z.infer<typeof VersionFailuresAnswer>;
export type VersionLoads = z.infer<typeof VersionLoadsAnswer>;
