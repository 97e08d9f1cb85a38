import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { guardUnsavedWork } from '@marketplace/shared';
import { UnsavedWorkGuard } from './UnsavedWorkGuard';

/*
 * jsdom has no Fetch API. A data router builds a Request for each navigation to hand to route loaders; these
 * routes have none, so a GET with its address and abort signal is all it needs.
 */
if (typeof Request === 'undefined') {
  Object.assign(globalThis, {
    Request: class {
      readonly url: string;
      readonly method = 'GET';
      readonly signal: AbortSignal | undefined;
      constructor(url: string | URL, init?: { signal?: AbortSignal }) {
        this.url = String(url);
        this.signal = init?.signal;
      }
    },
  });
}

function Page() {
  return (
    <>
      <UnsavedWorkGuard />
      <p data-testid="where">{useLocation().pathname}</p>
    </>
  );
}

function renderAt(entries: string[]) {
  const router = createMemoryRouter([{ path: '*', element: <Page /> }], { initialEntries: entries, initialIndex: entries.length - 1 });
  render(<RouterProvider router={router} />);
  return router;
}

const where = () => screen.getByTestId('where').textContent;

async function answer(button: 'Go Back' | 'Leave') {
  const dialog = await screen.findByRole('dialog', { name: 'Leave this page?' });
  expect(dialog.textContent).toContain('You have unsaved changes. If you leave now, they will be lost.');
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: button }));
  });
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

let unsaved = true;
let unregister: () => void;
beforeEach(() => {
  unsaved = true;
  unregister = guardUnsavedWork(() => unsaved);
});
afterEach(() => unregister());

test('with unsaved work a link or navigate asks first; Go Back stays, Leave goes', async () => {
  const router = renderAt(['/add-edit-ad/41']);
  await act(() => router.navigate('/dashboard-portfolio'));
  await answer('Go Back');
  expect(where()).toBe('/add-edit-ad/41');
  await act(() => router.navigate('/dashboard-portfolio'));
  await answer('Leave');
  expect(where()).toBe('/dashboard-portfolio');
});

test("the browser's Back button asks too, and stays on the form when told to", async () => {
  const router = renderAt(['/', '/add-edit-ad/41']);
  await act(() => router.navigate(-1));
  await answer('Go Back');
  expect(where()).toBe('/add-edit-ad/41');
  await act(() => router.navigate(-1));
  await answer('Leave');
  expect(where()).toBe('/');
});

test('with nothing unsaved, or within the same page, the router moves at once', async () => {
  const router = renderAt(['/add-edit-ad/41']);
  await act(() => router.navigate('/add-edit-ad/41#photos'));
  expect(screen.queryByRole('dialog')).toBeNull();
  unsaved = false;
  await act(() => router.navigate('/dashboard-portfolio'));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(where()).toBe('/dashboard-portfolio');
});

test('a reload or a closed tab with unsaved work gets the browser prompt', () => {
  renderAt(['/add-edit-ad/41']);
  const reload = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(reload);
  expect(reload.defaultPrevented).toBe(true);
  unsaved = false;
  const clean = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(clean);
  expect(clean.defaultPrevented).toBe(false);
});
