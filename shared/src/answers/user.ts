import { z } from 'zod';
import { Instant } from './common';

/**
 * The session's answers (spec 000 §7, Session and notification): the signed-in user as GET api/user,
 * sign-in and registration send it, and the password-reset forms' answers. Declared once here: the shell
 * and the remotes read the `User` type, the API serialises and checks them.
 */

/** The signed-in user: their own contact's name and e-mail, newest photo, roles, and favourites without cards. */
export const UserAnswer = z.strictObject({
  id: z.number(),
  contact: z.strictObject({ name: z.string().nullable(), email: z.string().nullable() }),
  documents_user_images: z.strictObject({ file_path: z.string() }).nullable(),
  is_host: z.boolean(),
  /**
   * When the user confirmed their e-mail address by the link mailed to them; null until then, and until
   * then they may not publish, message, book or be sent alert mail (the page says so and offers a new link).
   */
  email_verified_at: Instant.nullable(),
  /**
   * Whether they have an advert or a service of their own, published or not: the dashboard opens on an
   * advertiser's statistics, and on their own home (searches, shortlist, trips) for anyone else.
   */
  advertiser: z.boolean(),
  /** What else the user may do: 'release_manager' opens the release console (/releases). */
  roles: z.array(z.string()),
  authenticated: z.literal(true),
  /** Which adverts are favourites, without their cards: the heart reads it. */
  favourite_properties: z.array(z.strictObject({ id: z.number(), property_id: z.number() })),
});

/** POST api/forgot-password, api/reset-password, api/email/verify and api/email/verification-notification: a sentence for the form to show. */
export const AuthMessageAnswer = z.strictObject({ message: z.string() });

/** POST api/reset-password/check: the link is still good (otherwise a 422 says why). */
export const ResetLinkValidAnswer = z.strictObject({ valid: z.literal(true) });

export type User = z.infer<typeof UserAnswer>;
