import { Link } from 'react-router-dom';
import { copyrightNotice, footerLinks, socialLinks } from './footerContent';

interface Props {
  supportEmail: string;
  /** The current year; injected by tests. */
  year?: number;
}

export function Footer({ supportEmail, year = new Date().getFullYear() }: Props) {
  return (
    <footer className="site-footer">
      <nav className="site-footer__links" aria-label="Footer">
        <ul>
          {footerLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="site-footer__contact">
        <p>
          Support: <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
        </p>
        <p>
          Phone: <span className="site-footer__upcoming">Upcoming</span>
        </p>
      </div>
      <ul className="site-footer__social" aria-label="Roofline on social media">
        {socialLinks.map((link) => (
          <li key={link.label}>
            <a href={link.href} target="_blank" rel="noopener noreferrer">
              {link.label}
            </a>
          </li>
        ))}
      </ul>
      <p className="site-footer__copyright">{copyrightNotice(year)}</p>
    </footer>
  );
}
