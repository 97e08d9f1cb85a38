import { z } from 'zod';
import { Instant } from './common';

/**
 * The Form Draft modal's answers (spec 001 §2, §7): a form's saved drafts, a draft saved, a draft deleted.
 * Declared once here: mfe-transactions reads their types, the API serialises and checks them.
 */

/** A saved form draft (001 §3) as the list sends it: without its values, which only loading it reads (issue 40). */
export const DraftAnswer = z.strictObject({
  id: z.number(),
  user_id: z.number(),
  /** Which form it is a draft of. */
  type: z.string(),
  title: z.string(),
  /** The title as saved, which the modal's title field starts from when the draft is picked. */
  title_original: z.string(),
  updated_at: Instant,
});

/** POST api/drafts {type}: the user's drafts of that form, newest first. */
export const DraftListAnswer = z.strictObject({ data: z.array(DraftAnswer) });

/** GET api/drafts/{id}: one draft with the form's values, to load back into the form. */
export const DraftLoadedAnswer = z.strictObject({ data: DraftAnswer.extend({ data: z.record(z.string(), z.unknown()) }) });

/** POST api/draft/store: 201 when a new draft was saved, 200 when one was overwritten. */
export const DraftSavedAnswer = z.strictObject({ message: z.string(), data: z.strictObject({ id: z.number(), title: z.string() }) });

/** POST api/draft/delete. */
export const DraftDeletedAnswer = z.strictObject({ message: z.string() });

export type Draft = z.infer<typeof DraftAnswer>;
export type LoadedDraft = z.infer<typeof DraftLoadedAnswer>['data'];
