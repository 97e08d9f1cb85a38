export type ShareTargetName = 'WhatsApp' | 'Email' | 'X' | 'Facebook' | 'Messenger' | 'Linkedin';

export interface ShareTarget {
  name: ShareTargetName;
  href: string;
  /** Messenger hands over to an app that only phones have. */
  mobileOnly: boolean;
}

/** Share links point to ad-details/{id} (ad-service/{id} for a service) under the site root. */
export function shareUrl(siteUrl: string, advertId: number, kind: 'property' | 'service' = 'property'): string {
  const root = siteUrl.replace(/\/+$/, '');
  return `${root}/${kind === 'service' ? 'ad-service' : 'ad-details'}/${advertId}`;
}

/**
 * The networks, the ways people in the UK share a home first (issue 44, as Rightmove and Zoopla): WhatsApp
 * (its link opens the app on a phone and WhatsApp Web on a computer) and e-mail, then X (Twitter's name
 * since 2023), Facebook, Messenger on phones, LinkedIn.
 */
export function shareTargets(url: string, title: string): ShareTarget[] {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    { name: 'WhatsApp', href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`, mobileOnly: false },
    { name: 'Email', href: `mailto:?subject=${t}&body=${u}`, mobileOnly: false },
    { name: 'X', href: `https://x.com/intent/post?url=${u}&text=${t}`, mobileOnly: false },
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}`, mobileOnly: false },
    { name: 'Messenger', href: `fb-messenger://share/?link=${u}`, mobileOnly: true },
    { name: 'Linkedin', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`, mobileOnly: false },
  ];
}

/** The spec's mobile breakpoint. */
export const MOBILE_QUERY = '(max-width: 767px)';
