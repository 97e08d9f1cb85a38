import { firstErrorPerField } from './laravel';
import { ForgotPasswordBody, LoginBody, RegisterBody, ResetPasswordBody } from './auth';

const errorsOf = (
  schema: { safeParse(input: unknown): { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } } },
  input: unknown,
) => {
  const result = schema.safeParse(input);
  return result.success ? {} : firstErrorPerField(result.error?.issues ?? []);
};

describe('the sign-in forms answer as Laravel does', () => {
  it('gives the first failing rule of each field, blanks read as absent', () => {
    expect(errorsOf(RegisterBody, { name: '  ', email: 'someone@', password: 'abc', password_confirmation: 'abc' })).toEqual({
      name: ['The name field is required.'],
      email: ['The email field must be a valid email address.'],
      password: ['The password field must be at least 8 characters.'],
    });
  });

  it('reports a confirmation that does not match, and missing and non-text fields', () => {
    expect(
      errorsOf(RegisterBody, { name: 'Amelia', email: 'amelia@example.co.uk', password: 'long enough', password_confirmation: 'other' }),
    ).toEqual({
      password: ['The password field confirmation does not match.'],
    });
    expect(
      errorsOf(RegisterBody, { name: 12, email: 'amelia@example.co.uk', password: 'long enough', password_confirmation: 'long enough' }),
    ).toEqual({
      name: ['The name field must be a string.'],
    });
    expect(errorsOf(ResetPasswordBody, {})).toEqual({
      token: ['The token field is required.'],
      email: ['The email field is required.'],
      password: ['The password field is required.'],
    });
    expect(
      errorsOf(RegisterBody, { name: 'x'.repeat(256), email: 'a@b.co', password: 'long enough', password_confirmation: 'long enough' }),
    ).toEqual({
      name: ['The name field must not be greater than 255 characters.'],
    });
  });

  it('trims names and e-mails but keeps a password as typed', () => {
    const body = RegisterBody.parse({
      name: ' Amelia ',
      email: ' amelia@example.co.uk ',
      password: ' spaced out ',
      password_confirmation: ' spaced out ',
    });
    expect(body).toMatchObject({ name: 'Amelia', email: 'amelia@example.co.uk', password: ' spaced out ' });
    expect(ForgotPasswordBody.parse({ email: 'a@b.co ' })).toEqual({ email: 'a@b.co' });
  });

  it('reads remember me as JSON and forms send it', () => {
    for (const yes of [true, 1, '1', 'true', 'on'])
      expect(LoginBody.parse({ email: 'a@b.co', password: 'x', remember: yes }).remember).toBe(true);
    for (const no of [false, 0, '0', 'false', '', undefined, null])
      expect(LoginBody.parse({ email: 'a@b.co', password: 'x', remember: no }).remember).toBe(false);
  });
});
