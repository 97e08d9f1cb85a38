/**
 * The release console's requests (api/src/release-console). Each names the state the person saw (the live
 * version, the canary and its percentage), so a move is refused (409) rather than applied to a registry
 * someone else has changed since; `note` is their optional reason for the audit log.
 */
import { z } from 'zod';
import { RELEASE_NOTE_MAX_LENGTH } from '../entities/releases';
import { laravelBody, numberField, optionalText, requiredText } from './laravel';

const version = (field: string) => requiredText(field, { max: 80 });
const note = () => optionalText('note', { max: RELEASE_NOTE_MAX_LENGTH });

export const ReleaseRemotePath = z.object({ remote: z.string() });

/** Roll back: `to` a published version (the previous one for one step), from the live version `live`. */
export const RollbackBody = laravelBody(z.object({ to: version('to'), live: version('live'), note: note() }));

/** Promote, or abort, the canary `canary`. */
export const CanaryBody = laravelBody(z.object({ canary: version('canary'), note: note() }));

/** Give the canary `canary`, now at `from_percent`, to `percent` of browsers. */
export const CanaryPercentBody = laravelBody(
  z.object({
    canary: version('canary'),
    from_percent: numberField('from_percent', { min: 1, max: 99, integer: true, required: true }),
    percent: numberField('percent', { min: 1, max: 99, integer: true, required: true }),
    note: note(),
  }),
);

/** A preview link of the published version `version`, lasting `minutes` (an hour unless told, a day at most). */
export const PreviewBody = laravelBody(
  z.object({
    version: version('version'),
    minutes: numberField('minutes', { min: 1, max: 24 * 60, integer: true }),
  }),
);

/** GET api/releases/delivery?days=: the period the delivery figures cover, back from now. */
export const DeliveryQuery = z.object({ days: z.coerce.number().int().min(1).max(365).default(30) });
