import { render, screen } from '@testing-library/react';
import { DashboardLayout } from './DashboardLayout';

jest.mock('./useUnreadCounts', () => ({ useUnreadCounts: () => ({ messages: 150, notifications: 3 }) }));

it("caps the menu's badges at 99 as the bell does", () => {
  render(
    <DashboardLayout page="user-messages">
      <p>Content</p>
    </DashboardLayout>,
  );
  expect(screen.getByTestId('unread-messages').textContent).toBe('99 unread');
  expect(screen.getByTestId('unread-notifications').textContent).toBe('3 unread');
});
