/** The host's calendar sync (issue 43): importing another platform's calendar of a stay by its address. */
import { z } from 'zod';
import { laravelBody, requiredText } from './laravel';

/** The most calendars one stay imports. */
export const MAX_IMPORTED_CALENDARS = 10;

export const ImportCalendarBody = laravelBody(
  z.object({
    /** What the host calls it ('Airbnb', 'Booking.com'). */
    name: requiredText('name', { max: 60 }),
    url: requiredText('url', { max: 2000 }),
  }),
);
