import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { installTestConfig } from '../test/fixtures';
import { formFields, stubApi } from '../test/http';
import { sessionStore, REPORT_LOGIN_NOTICE, REPORT_PROMPT, ReportMenu } from '@marketplace/shared';

beforeAll(installTestConfig);
beforeEach(() =>
  act(() =>
    sessionStore.setUser({
      id: 9,
      contact: { name: 'Emily Carter', email: 'e@x.test' },
      documents_user_images: null,
      is_host: false,
      email_verified_at: '2025-01-01T00:00:00.000Z',
      advertiser: false,
      favourite_properties: [],
      roles: [],
      authenticated: true,
    }),
  ),
);
afterEach(() => {
  jest.restoreAllMocks();
  act(() => sessionStore.setUser(null));
});

async function choose(type: string, answer: 'Yes, report' | 'Go Back') {
  fireEvent.click(screen.getByRole('button', { name: 'Report' }));
  fireEvent.click(screen.getByRole('button', { name: type }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog.textContent).toContain(REPORT_PROMPT);
  await act(async () => fireEvent.click(screen.getByRole('button', { name: answer })));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

it('reports after the confirmation prompt and shows the answer', async () => {
  const calls = stubApi({ 'POST api/report/': { message: 'Thank you. The advert has been reported.' } });
  render(<ReportMenu advertId={48} />);
  expect(screen.queryByRole('button', { name: 'Scam' })).toBeNull();
  await choose('Scam', 'Yes, report');
  expect(calls.map((c) => [c.path, formFields(c.body)])).toEqual([['api/report/', { id: '48', type: 'Property', report_type: 'Scam' }]]);
  expect(await screen.findByText('Thank you. The advert has been reported.')).toBeTruthy();
});

it('reports nothing when the user goes back', async () => {
  const calls = stubApi({});
  render(<ReportMenu advertId={48} />);
  await choose('Spam', 'Go Back');
  expect(calls).toEqual([]);
});

it('asks a visitor to log in instead of reporting', async () => {
  act(() => sessionStore.setUser(null));
  const calls = stubApi({});
  render(<ReportMenu advertId={48} />);
  fireEvent.click(screen.getByRole('button', { name: 'Report' }));
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Abuse' })));
  expect(screen.getByRole('status').textContent).toBe(REPORT_LOGIN_NOTICE);
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(calls).toEqual([]);
});
