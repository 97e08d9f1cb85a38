import { CARD_FLAGS } from '@marketplace/shared/src/answers/search.ts';

/** Flag columns of properties: publishing's own, then those the owner sets in the form (all of them on a result card). */
export const ADVERT_FLAGS = CARD_FLAGS;
