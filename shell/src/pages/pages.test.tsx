import type { ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { setRuntimeConfig, SESSION_STORAGE_KEY, type RuntimeConfig } from '@marketplace/shared';
import { AboutPage, CareersPage, ContactPage, CookiePolicyPage, PrivacyPolicyPage, QnaPage, ServicesPage, TermsPage } from '.';

beforeAll(() => setRuntimeConfig({ supportEmail: 'support@roofline.co.uk' } as RuntimeConfig));

function renderPage(Page: ComponentType) {
  return render(
    <MemoryRouter>
      <Page />
    </MemoryRouter>,
  );
}

describe('static pages', () => {
  it.each([
    ['About', AboutPage, 'About Roofline'],
    ['Contact', ContactPage, 'Contact us'],
    ['Careers', CareersPage, 'Careers'],
    ['Q&A', QnaPage, 'Questions and answers'],
    ['Privacy Policy', PrivacyPolicyPage, 'Privacy Policy'],
    ['Cookie Policy', CookiePolicyPage, 'Cookie Policy'],
    ['Terms', TermsPage, 'Terms and Conditions'],
    ['Services', ServicesPage, 'Services on Roofline'],
  ])('%s has its heading and no placeholder text', (_name, Page, heading) => {
    const { container } = renderPage(Page);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(heading);
    expect(container.textContent).not.toMatch(/lorem|ipsum|TODO|TBD/i);
  });

  it.each([ContactPage, CareersPage, PrivacyPolicyPage])('points people at the support address', (Page) => {
    renderPage(Page);
    const links = screen.getAllByRole('link', { name: 'support@roofline.co.uk' });
    expect(links[0]?.getAttribute('href')).toBe('mailto:support@roofline.co.uk');
  });

  it('lists every cookie and storage item the product really uses', () => {
    renderPage(CookiePolicyPage);
    for (const name of ['session', 'XSRF-TOKEN', 'cookie_consent', SESSION_STORAGE_KEY]) {
      expect(screen.getByRole('rowheader', { name })).toBeTruthy();
    }
  });

  it("the services page's sign in and register links bring the person back to it", () => {
    render(
      <MemoryRouter initialEntries={['/services']}>
        <ServicesPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'sign in' }).getAttribute('href')).toBe('/login?redirect=%2Fservices');
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/register?redirect=%2Fservices');
  });

  it('names the ICO as the place to complain', () => {
    renderPage(PrivacyPolicyPage);
    expect(screen.getByText(/Information Commissioner/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ico.org.uk' }).getAttribute('href')).toBe('https://ico.org.uk/make-a-complaint/');
  });
});
