/** The sign-in forms' bodies (POST api/register, login, forgot-password, reset-password). */
import { z } from 'zod';
import { checkbox, confirmed, requiredText } from './laravel';

const newPassword = requiredText('password', { trim: false, min: 8, max: 255 });

export const RegisterBody = confirmed(
  z.object({
    name: requiredText('name', { max: 255 }),
    email: requiredText('email', { email: true, max: 255 }),
    password: newPassword,
    password_confirmation: z.unknown().optional(),
  }),
  'password',
);

export const LoginBody = z.object({
  email: requiredText('email', { email: true }),
  password: requiredText('password', { trim: false }),
  remember: checkbox(),
});

export const ForgotPasswordBody = z.object({ email: requiredText('email', { email: true }) });

/** The reset page's check of its link on arrival (POST api/reset-password/check). */
export const ResetLinkBody = z.object({ token: requiredText('token'), email: requiredText('email', { email: true }) });

export const ResetPasswordBody = confirmed(
  z.object({
    token: requiredText('token'),
    email: requiredText('email', { email: true }),
    password: newPassword,
    password_confirmation: z.unknown().optional(),
  }),
  'password',
);

/** The confirmation link's token (POST api/email/verify): the page at /verify-email sends what the mail's link carries. */
export const VerifyEmailBody = z.object({ token: requiredText('token', { max: 200 }) });
