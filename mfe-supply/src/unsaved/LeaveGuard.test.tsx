import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AppLink, setNavigator } from '@marketplace/shared';
import { LeaveGuard } from './LeaveGuard';

const navigated = jest.fn();
let unregister: () => void;
beforeEach(() => {
  navigated.mockClear();
  unregister = setNavigator(navigated);
});
afterEach(() => unregister());

const page = (dirty: boolean) => (
  <>
    <LeaveGuard dirty={dirty} />
    <AppLink to="/dashboard-portfolio">Portfolio</AppLink>
  </>
);

test('with unsaved changes a link asks first; Go Back stays, Leave goes', async () => {
  render(page(true));
  fireEvent.click(screen.getByRole('link', { name: 'Portfolio' }));
  const dialog = await screen.findByRole('dialog', { name: 'Leave this page?' });
  expect(dialog.textContent).toContain('You have unsaved changes. If you leave now, they will be lost.');
  expect(navigated).not.toHaveBeenCalled();
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Go Back' }));
  });
  expect(navigated).not.toHaveBeenCalled();
  // The dialog leaves the page once the click that closed it has finished.
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

  fireEvent.click(screen.getByRole('link', { name: 'Portfolio' }));
  await act(async () => {
    fireEvent.click(await screen.findByRole('button', { name: 'Leave' }));
  });
  expect(navigated).toHaveBeenCalledWith('/dashboard-portfolio');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

test('with nothing changed a link goes at once', () => {
  render(page(false));
  fireEvent.click(screen.getByRole('link', { name: 'Portfolio' }));
  expect(navigated).toHaveBeenCalledWith('/dashboard-portfolio');
  expect(screen.queryByRole('dialog')).toBeNull();
});
