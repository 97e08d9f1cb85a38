import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { CONSENT_KEY } from './consent';
import { CookieBanner } from './CookieBanner';

function renderBanner() {
  return render(
    <MemoryRouter>
      <CookieBanner />
    </MemoryRouter>,
  );
}

describe('CookieBanner', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  it('stays hidden once a visitor has accepted', () => {
    localStorage.setItem(CONSENT_KEY, 'true');
    renderBanner();
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
  });

  it('stays hidden for the session after a decline', () => {
    sessionStorage.setItem(CONSENT_KEY, 'false');
    renderBanner();
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
  });

  it('closes a second after Accept and remembers the choice', () => {
    renderBanner();
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(screen.getByRole('region', { name: 'Cookie consent' })).toBeTruthy();

    act(() => {
      jest.advanceTimersByTime(1000);
    });
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
    expect(localStorage.getItem(CONSENT_KEY)).toBe('true');
  });

  it('closes a second after Decline and keeps the refusal for the session only', () => {
    renderBanner();
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    act(() => {
      jest.advanceTimersByTime(1000);
    });
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
    expect(sessionStorage.getItem(CONSENT_KEY)).toBe('false');
    expect(localStorage.getItem(CONSENT_KEY)).toBeNull();
  });
});
