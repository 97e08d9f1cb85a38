import { act, render, screen } from '@testing-library/react';
import { sessionStore } from '@marketplace/shared';
import { installTestConfig } from '../test/fixtures';
import { ContactActions } from './ContactActions';

beforeAll(installTestConfig);

it("a signed-out visitor's Login link brings them back to the advert", () => {
  act(() => sessionStore.setUser(null));
  window.history.pushState({}, '', '/ad-property/42?tab=reviews');
  render(<ContactActions advertId={42} advertiserId={3} adType="Property" booking={null} />);
  const href = screen.getByRole('link', { name: 'Login' }).getAttribute('href') ?? '';
  expect(new URL(href, window.location.origin).searchParams.get('redirect')).toBe('/ad-property/42?tab=reviews');
});
