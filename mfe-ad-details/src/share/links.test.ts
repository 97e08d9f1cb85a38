import { shareTargets, shareUrl } from './links';

it('links to the advert page under the site root', () => {
  expect(shareUrl('https://roofline.co.uk/', 48)).toBe('https://roofline.co.uk/ad-details/48');
  expect(shareUrl('https://roofline.co.uk', 7, 'service')).toBe('https://roofline.co.uk/ad-service/7');
});

it('offers WhatsApp and e-mail first, X rather than Twitter, every one with the advert link, Messenger for phones only', () => {
  const targets = shareTargets('https://roofline.co.uk/ad-details/48', 'Villa in Acton');
  expect(targets.map((t) => t.name)).toEqual(['WhatsApp', 'Email', 'X', 'Facebook', 'Messenger', 'Linkedin']);
  expect(targets.filter((t) => t.mobileOnly).map((t) => t.name)).toEqual(['Messenger']);
  for (const target of targets) expect(target.href).toContain(encodeURIComponent('https://roofline.co.uk/ad-details/48'));
  expect(targets.find((t) => t.name === 'Email')?.href).toBe(
    'mailto:?subject=Villa%20in%20Acton&body=https%3A%2F%2Froofline.co.uk%2Fad-details%2F48',
  );
});
