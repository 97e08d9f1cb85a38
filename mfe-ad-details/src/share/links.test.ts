import { shareTargets, shareUrl } from './links';

it('links to the advert page under the site root', () => {
  expect(shareUrl('https://roofline.co.uk/', 48)).toBe('https://roofline.co.uk/ad-details/48');
  expect(shareUrl('https://roofline.co.uk', 7, 'service')).toBe('https://roofline.co.uk/ad-service/7');
});

it('offers every network with the advert link, Messenger and WhatsApp for phones only', () => {
  const targets = shareTargets('https://roofline.co.uk/ad-details/48', 'Villa in Acton');
  expect(targets.map((t) => t.name)).toEqual(['Facebook', 'Messenger', 'Twitter', 'Linkedin', 'WhatsApp', 'Email']);
  expect(targets.filter((t) => t.mobileOnly).map((t) => t.name)).toEqual(['Messenger', 'WhatsApp']);
  for (const target of targets) expect(target.href).toContain(encodeURIComponent('https://roofline.co.uk/ad-details/48'));
  expect(targets.find((t) => t.name === 'Email')?.href).toBe(
    'mailto:?subject=Villa%20in%20Acton&body=https%3A%2F%2Froofline.co.uk%2Fad-details%2F48',
  );
});
