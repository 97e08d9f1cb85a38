/** The footer's page links, in the order of the spec. */
export const footerLinks = [
  { label: 'Terms and Conditions', to: '/terms-and-conditions' },
  { label: 'Privacy Policy', to: '/privacy-policy' },
  { label: 'Cookie Policy', to: '/cookie-policy' },
  { label: 'Q&A', to: '/qna' },
  { label: 'Careers', to: '/careers' },
  { label: 'About', to: '/about' },
  { label: 'Contact', to: '/contact' },
  { label: 'Donate', to: '/donate' },
  { label: 'Home', to: '/' },
] as const;

/** Roofline's social accounts. */
export const socialLinks = [
  { label: 'Facebook', href: 'https://www.facebook.com/rooflineuk' },
  { label: 'Instagram', href: 'https://www.instagram.com/rooflineuk' },
  { label: 'LinkedIn', href: 'https://www.linkedin.com/company/rooflineuk' },
  { label: 'X', href: 'https://x.com/rooflineuk' },
] as const;

/** The service first went live in 2022; the range grows with the current year. */
export const FIRST_YEAR = 2022;

export function copyrightNotice(currentYear: number): string {
  const years = currentYear > FIRST_YEAR ? `${FIRST_YEAR}–${currentYear}` : `${FIRST_YEAR}`;
  return `© ${years} Roofline`;
}
