/** Form Draft modal rules (spec 001 §2 Form Draft modal, §4, §8). */
import { composeValidators, DRAFT_TITLE_MAX, maxLength, required } from '@marketplace/shared';

export const DRAFT_SAVED = 'Your draft was saved successfully!';
export const DRAFT_DELETED = 'Your draft was deleted successfully!';
/** Success shows this long, then the modal closes. */
export const CLOSE_AFTER_MS = 2000;
/** Errors clear after this long. */
export const ERRORS_FOR_MS = 3000;

/** The draft being overwritten: its id and the title it was saved with. */
export interface Overwrite {
  id: number;
  titleOriginal: string;
}

/** A click on a draft turns overwrite mode on for it, or off when it is the one already picked. */
export function toggleOverwrite(
  current: Overwrite | null,
  draft: { id: number; title_original?: string | null; title: string },
): Overwrite | null {
  if (current?.id === draft.id) return null;
  return { id: draft.id, titleOriginal: draft.title_original ?? draft.title };
}

/** The title is required and 100 characters at most. */
export const validateTitle = composeValidators(required, maxLength(DRAFT_TITLE_MAX));

/** The button reads Overwrite in overwrite mode, else Save. */
export const saveLabel = (overwrite: Overwrite | null) => (overwrite ? 'Overwrite' : 'Save');
