/** Bodies of the form draft calls (spec 001 §7 api/draft/store and api/draft/delete; api/drafts is ours). */
import { z } from 'zod';
import { DRAFT_TITLE_MAX } from '../rules/reviewRights';
import { checkbox, jsonText, laravelBody, laravelMessage, optionalId, requiredText } from './laravel';

export const DRAFT_TYPE_MAX = 100;
/** A draft is a form's values, not a file store: its JSON text is capped. */
export const DRAFT_DATA_MAX = 200_000;

const draftType = requiredText('type', { max: DRAFT_TYPE_MAX });

const draftData = z.preprocess(
  jsonText,
  z
    .record(z.string(), z.unknown(), {
      error: (issue) => (issue.input === undefined ? laravelMessage.required('data') : 'The data field must be an object.'),
    })
    .refine((data) => JSON.stringify(data).length <= DRAFT_DATA_MAX, { error: 'The data field is too large.' }),
);

/** The drafts of one form (POST api/drafts). */
export const DraftsBody = laravelBody(z.object({ type: draftType }));

/** Save a new draft, or overwrite the draft `overwrite_id` when `overwrite` is ticked. */
export const DraftStoreBody = laravelBody(
  z
    .object({
      type: draftType,
      title: requiredText('title', { max: DRAFT_TITLE_MAX }),
      data: draftData,
      overwrite: checkbox(),
      overwrite_id: optionalId('overwrite_id'),
    })
    .superRefine((body, ctx) => {
      if (body.overwrite && body.overwrite_id === undefined) {
        ctx.addIssue({ code: 'custom', path: ['overwrite_id'], message: laravelMessage.required('overwrite_id') });
      }
    }),
);

/** Delete the draft picked in overwrite mode; the modal sends the same fields as for saving. */
export const DraftDeleteBody = laravelBody(
  z.looseObject({ overwrite_id: optionalId('overwrite_id') }).superRefine((body, ctx) => {
    if (body.overwrite_id === undefined) {
      ctx.addIssue({ code: 'custom', path: ['overwrite_id'], message: laravelMessage.required('overwrite_id') });
    }
  }),
);
