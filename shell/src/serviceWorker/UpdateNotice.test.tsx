import { act, render, screen } from '@testing-library/react';
import { shellUpdate } from './shellUpdate';
import { UpdateNotice } from './UpdateNotice';

describe('UpdateNotice', () => {
  it("shows 'New version available, reload' once a newer shell is installed, with a reload button", () => {
    render(<UpdateNotice />);
    expect(screen.queryByRole('status')).toBeNull();
    act(() => shellUpdate.offer(null));
    expect(screen.getByRole('status').textContent).toBe('New version available, reload');
    expect(screen.getByRole('button', { name: 'reload' })).toBeTruthy();
  });
});
