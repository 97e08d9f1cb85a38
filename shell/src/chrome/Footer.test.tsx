import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Footer } from './Footer';
import { copyrightNotice } from './footerContent';

function renderFooter(year?: number) {
  return render(
    <MemoryRouter>
      <Footer supportEmail="support@roofline.co.uk" year={year} />
    </MemoryRouter>,
  );
}

describe('Footer', () => {
  it('links to every page the spec lists, in order', () => {
    renderFooter();
    const nav = screen.getByRole('navigation', { name: 'Footer' });
    const links = within(nav)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Terms and Conditions', '/terms-and-conditions'],
      ['Privacy Policy', '/privacy-policy'],
      ['Cookie Policy', '/cookie-policy'],
      ['Q&A', '/qna'],
      ['Careers', '/careers'],
      ['About', '/about'],
      ['Contact', '/contact'],
      ['Donate', '/donate'],
      ['Home', '/'],
    ]);
  });

  it('offers the support e-mail and an upcoming phone line', () => {
    renderFooter();
    const mail = screen.getByRole('link', { name: 'support@roofline.co.uk' });
    expect(mail.getAttribute('href')).toBe('mailto:support@roofline.co.uk');
    expect(screen.getByText('Upcoming')).toBeTruthy();
  });

  it('opens the social accounts in a new tab', () => {
    renderFooter();
    const social = within(screen.getByRole('list', { name: 'Roofline on social media' })).getAllByRole('link');
    expect(social.length).toBeGreaterThan(0);
    for (const link of social) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
  });

  it('shows the copyright from 2022 to the current year', () => {
    renderFooter();
    expect(screen.getByText(`© 2022–${new Date().getFullYear()} Roofline`)).toBeTruthy();
  });

  it('shows a single year in the first year of service', () => {
    expect(copyrightNotice(2022)).toBe('© 2022 Roofline');
    expect(copyrightNotice(2031)).toBe('© 2022–2031 Roofline');
  });
});
