import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { HttpError, http, sessionStore } from '@marketplace/shared';
import { ForgotPasswordPage, LoginPage, RegisterPage, ResetPasswordPage } from '.';

jest.mock('@marketplace/shared', () => {
  const actual = jest.requireActual('@marketplace/shared');
  return {
    ...actual,
    http: { csrf: jest.fn(), post: jest.fn(), get: jest.fn() },
    sessionStore: { login: jest.fn(), refreshUser: jest.fn() },
  };
});

const mockedHttp = http as unknown as { csrf: jest.Mock; post: jest.Mock };
const mockedSession = sessionStore as unknown as { login: jest.Mock; refreshUser: jest.Mock };

beforeEach(() => {
  jest.clearAllMocks();
  mockedHttp.csrf.mockResolvedValue(undefined);
});

function Where() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

function renderAt(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/register" element={<RegisterPage />} />
        <Route path="/forgot-password" element={<ForgotPasswordPage />} />
        <Route path="/reset-password" element={<ResetPasswordPage />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = async (name: string | RegExp) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
};
const errorOf = (label: string | RegExp) => {
  const input = screen.getByLabelText(label);
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)).find((el) => el?.className === 'auth-field-error')?.textContent;
};

describe('login page', () => {
  test('empty fields show the required message under each and nothing is sent', async () => {
    renderAt('/login');
    await submit('Log in');
    expect(errorOf('Email address')).toBe('This field is required');
    expect(errorOf('Password')).toBe('This field is required');
    expect(screen.getByLabelText('Email address').getAttribute('aria-invalid')).toBe('true');
    // The first field to put right takes the focus.
    expect(document.activeElement).toBe(screen.getByLabelText('Email address'));
    expect(mockedSession.login).not.toHaveBeenCalled();
  });

  test('signs in with remember me and goes to the requested page', async () => {
    mockedSession.login.mockResolvedValue({ id: 1 });
    renderAt('/login?redirect=%2Fdashboard-bookings%3Fpage%3D2');
    type('Email address', ' amelia@example.co.uk ');
    type('Password', 'correct horse');
    fireEvent.click(screen.getByLabelText('Remember me'));
    await submit('Log in');
    expect(mockedSession.login).toHaveBeenCalledWith({ email: 'amelia@example.co.uk', password: 'correct horse', remember: true });
    expect(screen.getByTestId('location').textContent).toContain('/dashboard-bookings?page=2');
  });

  test('a redirect to another site is ignored: the statistics dashboard opens instead', async () => {
    mockedSession.login.mockResolvedValue({ id: 1 });
    renderAt('/login?redirect=%2F%2Fevil.example%2Fphish');
    type('Email address', 'amelia@example.co.uk');
    type('Password', 'correct horse');
    await submit('Log in');
    expect(screen.getByTestId('location').textContent).toContain('/dashboard-statistics');
  });

  test('wrong credentials show the server message under the e-mail and stay on the page', async () => {
    mockedSession.login.mockRejectedValue(
      new HttpError(422, {
        message: 'These credentials do not match our records.',
        errors: { email: ['These credentials do not match our records.'] },
      }),
    );
    renderAt('/login');
    type('Email address', 'amelia@example.co.uk');
    type('Password', 'wrong password');
    await submit('Log in');
    expect(errorOf('Email address')).toBe('These credentials do not match our records.');
    expect(screen.queryByTestId('location')).toBeNull();
    // Typing again clears the server's message.
    type('Email address', 'amelia@example.com');
    expect(errorOf('Email address')).toBeUndefined();
  });

  test('a lockout shows the 429 message', async () => {
    const message = 'Too many login attempts. Please try again in 37 seconds.';
    mockedSession.login.mockRejectedValue(new HttpError(429, { message, errors: { email: [message] } }));
    renderAt('/login');
    type('Email address', 'amelia@example.co.uk');
    type('Password', 'wrong password');
    await submit('Log in');
    expect(screen.getByRole('alert').textContent).toContain(message);
  });

  test('links to register (keeping the redirect) and to forgot password', () => {
    renderAt('/login?redirect=%2Fdonate');
    expect(screen.getByRole('link', { name: /register/i }).getAttribute('href')).toBe('/register?redirect=%2Fdonate');
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe('/forgot-password');
  });
});

describe('register page', () => {
  const fill = (password: string, confirmation: string) => {
    type('Full name', 'Amelia Hart');
    type('Email address', 'amelia@example.co.uk');
    type('Password', password);
    type('Confirm password', confirmation);
  };

  test('a short password and a different confirmation are caught before sending', async () => {
    renderAt('/register');
    fill('short', 'shorter');
    await submit('Register');
    expect(errorOf('Password')).toBe('The minimum required length is 8 characters');
    expect(errorOf('Confirm password')).toBe('The password confirmation does not match.');
    expect(mockedHttp.post).not.toHaveBeenCalled();
  });

  test('creates the account, loads the user and opens the dashboard', async () => {
    mockedHttp.post.mockResolvedValue({ id: 5 });
    mockedSession.refreshUser.mockResolvedValue({ id: 5 });
    renderAt('/register');
    fill('correct horse', 'correct horse');
    await submit('Register');
    expect(mockedHttp.csrf).toHaveBeenCalled();
    expect(mockedHttp.post).toHaveBeenCalledWith('api/register', {
      name: 'Amelia Hart',
      email: 'amelia@example.co.uk',
      password: 'correct horse',
      password_confirmation: 'correct horse',
    });
    expect(mockedSession.refreshUser).toHaveBeenCalled();
    // A new account lands on the statistics page's onboarding.
    expect(screen.getByTestId('location').textContent).toContain('/dashboard-statistics/0');
  });

  test('a taken e-mail shows the server message under the e-mail', async () => {
    mockedHttp.post.mockRejectedValue(new HttpError(422, { errors: { email: ['The email has already been taken.'] } }));
    renderAt('/register');
    fill('correct horse', 'correct horse');
    await submit('Register');
    expect(errorOf('Email address')).toBe('The email has already been taken.');
    expect(mockedSession.refreshUser).not.toHaveBeenCalled();
  });
});

describe('forgot password page', () => {
  test('sends the e-mail and shows the answer', async () => {
    mockedHttp.post.mockResolvedValue({ message: 'We have emailed your password reset link.' });
    renderAt('/forgot-password');
    type('Email address', 'amelia@example.co.uk');
    await submit('Email password reset link');
    expect(mockedHttp.post).toHaveBeenCalledWith('api/forgot-password', { email: 'amelia@example.co.uk' });
    expect(screen.getByRole('status').textContent).toContain('We have emailed your password reset link.');
  });

  test('requires the e-mail', async () => {
    renderAt('/forgot-password');
    await submit('Email password reset link');
    expect(errorOf('Email address')).toBe('This field is required');
  });
});

describe('reset password page', () => {
  /** The link checks out on arrival; the reset itself answers `reset`. */
  const api = (reset: () => Promise<unknown>, check: () => Promise<unknown> = () => Promise.resolve({ valid: true })) =>
    mockedHttp.post.mockImplementation((path: string) => (path === 'api/reset-password/check' ? check() : reset()));
  const arrive = async (url: string) => {
    await act(async () => {
      renderAt(url);
    });
  };

  test('sends the token and e-mail from the link with the new password', async () => {
    api(() => Promise.resolve({ message: 'Your password has been reset.' }));
    await arrive('/reset-password?token=abc123&email=amelia%40example.co.uk');
    expect(mockedHttp.post).toHaveBeenCalledWith('api/reset-password/check', { token: 'abc123', email: 'amelia@example.co.uk' });
    expect(screen.getByLabelText<HTMLInputElement>('Email address').value).toBe('amelia@example.co.uk');
    type('New password', 'new password 1');
    type('Confirm new password', 'new password 1');
    await submit('Reset password');
    expect(mockedHttp.post).toHaveBeenCalledWith('api/reset-password', {
      token: 'abc123',
      email: 'amelia@example.co.uk',
      password: 'new password 1',
      password_confirmation: 'new password 1',
    });
    expect(screen.getByRole('status').textContent).toContain('Your password has been reset.');
    expect(screen.getByRole('link', { name: /log in/i }).getAttribute('href')).toBe('/login');
  });

  test('an invalid token shows the server message under the e-mail', async () => {
    api(() => Promise.reject(new HttpError(422, { errors: { email: ['This password reset token is invalid.'] } })));
    await arrive('/reset-password?token=old&email=amelia%40example.co.uk');
    type('New password', 'new password 1');
    type('Confirm new password', 'new password 1');
    await submit('Reset password');
    expect(errorOf('Email address')).toBe('This password reset token is invalid.');
  });

  test('server errors about fields not on the page are listed', async () => {
    api(() => Promise.reject(new HttpError(422, { errors: { token: ['The token field must be a string.'] } })));
    await arrive('/reset-password?token=x&email=amelia%40example.co.uk');
    type('New password', 'new password 1');
    type('Confirm new password', 'new password 1');
    await submit('Reset password');
    expect(screen.getByRole('alert').textContent).toContain('The token field must be a string.');
  });

  test('an expired link says so on arrival, with no form, and sends a new one to the same address at a press', async () => {
    api(
      () => Promise.resolve({ message: 'We have emailed your password reset link.' }),
      () => Promise.reject(new HttpError(422, { message: 'expired', errors: { token: ['This password reset link has expired.'] } })),
    );
    await arrive('/reset-password?token=old&email=amelia%40example.co.uk');
    expect(screen.getByRole('alert').textContent).toBe('This password reset link has expired.');
    expect(screen.queryByLabelText('New password')).toBeNull();
    await submit('Email me a new link');
    expect(mockedHttp.post).toHaveBeenLastCalledWith('api/forgot-password', { email: 'amelia@example.co.uk' });
    expect(screen.getByRole('status').textContent).toBe('We have emailed your password reset link.');
    expect(screen.queryByRole('button', { name: 'Email me a new link' })).toBeNull();
  });

  test('a link without its token asks for a new one', () => {
    renderAt('/reset-password?email=amelia%40example.co.uk');
    expect(screen.getByRole('alert').textContent).toContain('This password reset link is incomplete. Please request a new one.');
    expect(screen.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe('/forgot-password');
  });
});
