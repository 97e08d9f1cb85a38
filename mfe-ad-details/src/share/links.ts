export type ShareTargetName = 'Facebook' | 'Messenger' | 'Twitter' | 'Linkedin' | 'WhatsApp' | 'Email';

export interface ShareTarget {
  name: ShareTargetName;
  href: string;
  /** Messenger and WhatsApp hand over to an app that only phones have. */
  mobileOnly: boolean;
}

/** Share links point to ad-details/{id} (ad-service/{id} for a service) under the site root. */
export function shareUrl(siteUrl: string, advertId: number, kind: 'property' | 'service' = 'property'): string {
  const root = siteUrl.replace(/\/+$/, '');
  return `${root}/${kind === 'service' ? 'ad-service' : 'ad-details'}/${advertId}`;
}

export function shareTargets(url: string, title: string): ShareTarget[] {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}`, mobileOnly: false },
    { name: 'Messenger', href: `fb-messenger://share/?link=${u}`, mobileOnly: true },
    { name: 'Twitter', href: `https://twitter.com/intent/tweet?url=${u}&text=${t}`, mobileOnly: false },
    { name: 'Linkedin', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`, mobileOnly: false },
    { name: 'WhatsApp', href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`, mobileOnly: true },
    { name: 'Email', href: `mailto:?subject=${t}&body=${u}`, mobileOnly: false },
  ];
}

/** The spec's mobile breakpoint. */
export const MOBILE_QUERY = '(max-width: 767px)';
