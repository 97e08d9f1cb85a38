/** GET api/properties/{id}/stay's query: a short stay's check-in and check-out days and party, all optional. */
import { z } from 'zod';
import { MAX_GUESTS } from '../rules/booking';
import { dashDay, laravelBody, numberField } from './laravel';

export const StayQuery = laravelBody(
  z
    .object({
      date_start: dashDay('date_start'),
      date_end: dashDay('date_end'),
      guests: numberField('guests', { min: 1, max: MAX_GUESTS, integer: true }),
    })
    .superRefine((query, ctx) => {
      if (query.date_start && query.date_end && query.date_end < query.date_start)
        ctx.addIssue({ code: 'custom', path: ['date_end'], message: 'The date end field must be a date after or equal to date start.' });
    }),
);
