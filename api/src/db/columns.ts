import { ADVERT_FORM_FLAGS } from '@marketplace/shared/src/entities/advert.ts';

/** Flag columns of properties: publishing's own, then those the owner sets in the form. */
export const ADVERT_FLAGS = ['is_published', ...ADVERT_FORM_FLAGS] as const;
