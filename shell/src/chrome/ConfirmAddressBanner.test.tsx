import { act, fireEvent, render, screen } from '@testing-library/react';
import { configureHttp, sessionStore, setRuntimeConfig, type RuntimeConfig, type User } from '@marketplace/shared';
import { ConfirmAddressBanner } from './ConfirmAddressBanner';

const user = (verified: string | null): User => ({
  id: 7,
  contact: { name: 'New Person', email: 'new@example.co.uk' },
  documents_user_images: null,
  is_host: false,
  email_verified_at: verified,
  advertiser: false,
  roles: [],
  authenticated: true,
  favourite_properties: [],
});

const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  ({
    ok: status < 400,
    status,
    headers: new Headers({ 'content-type': 'application/json', ...headers }),
    text: async () => JSON.stringify(body),
  }) as Response;

const fetchMock = jest.fn();

beforeAll(() => {
  setRuntimeConfig({ apiUrl: 'http://api.test' } as RuntimeConfig);
  configureHttp({ navigateToLogin: jest.fn(), notifyError: jest.fn() });
  document.cookie = 'XSRF-TOKEN=token';
  global.fetch = fetchMock;
});
afterEach(() => {
  fetchMock.mockReset();
  act(() => sessionStore.setUser(null));
});

test('says what waits for the link, and sends it again on request', async () => {
  act(() => sessionStore.setUser(user(null)));
  fetchMock.mockImplementation(async (url: string) =>
    url.endsWith('api/email/verification-notification')
      ? answer(200, { message: 'We sent a new link to new@example.co.uk. It works for 24 hours.' })
      : answer(200, user(null)),
  );
  render(<ConfirmAddressBanner />);
  expect(screen.getByRole('region', { name: 'Confirm your e-mail address' }).textContent).toContain(
    'Open the link we sent to new@example.co.uk: until then you cannot publish adverts, send messages, book or get alert e-mails.',
  );
  fireEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
  expect((await screen.findByRole('status')).textContent).toBe('We sent a new link to new@example.co.uk. It works for 24 hours.');
});

test('a refusal (too many links) is shown as the API words it', async () => {
  act(() => sessionStore.setUser(user(null)));
  fetchMock.mockResolvedValue(answer(429, { message: 'We sent you a link a short while ago. You can ask for another in 42 minutes.' }));
  render(<ConfirmAddressBanner />);
  fireEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
  expect((await screen.findByRole('alert')).textContent).toBe(
    'We sent you a link a short while ago. You can ask for another in 42 minutes.',
  );
});

test('nothing for a confirmed account or a visitor', () => {
  act(() => sessionStore.setUser(user('2025-01-01T00:00:00.000Z')));
  const { container, rerender } = render(<ConfirmAddressBanner />);
  expect(container.textContent).toBe('');
  act(() => sessionStore.setUser(null));
  rerender(<ConfirmAddressBanner />);
  expect(container.textContent).toBe('');
});
