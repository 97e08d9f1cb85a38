/**
 * The filters box as the person left it, kept for the page's life: the map home shown again (Back from an
 * advert) has it open or closed as before, and it opens by itself only on the page's first showing.
 */
export const filtersBox = { shown: false, open: false };
