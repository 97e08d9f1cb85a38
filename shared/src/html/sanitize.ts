import createDOMPurify, { type Config } from 'dompurify';
import { DESCRIPTION_HTML_POLICY as POLICY } from './policy';

/** DOMPurify's options from the description policy the API applies too. */
const CONFIG: Config = {
  ALLOWED_TAGS: [...POLICY.tags],
  ALLOWED_ATTR: [...POLICY.linkAttributes],
  ALLOWED_URI_REGEXP: new RegExp(`^(?:${POLICY.schemes.join('|')}):`, 'i'),
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

let purifier: ReturnType<typeof createDOMPurify> | undefined;

/** Our own instance, so the link hook below never changes another user of DOMPurify on the page. */
function instance() {
  if (purifier) return purifier;
  purifier = createDOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', POLICY.linkTarget);
      node.setAttribute('rel', POLICY.linkRel);
    }
  });
  return purifier;
}

/**
 * Advert description HTML made safe to render: only formatting and http(s)/mailto links survive.
 * The API sanitises what it stores, but the ad preview shows a description that was never saved,
 * so every place the browser renders description HTML passes it through here.
 */
export function sanitizeDescriptionHtml(html: string | null | undefined): string {
  if (!html) return '';
  return instance().sanitize(html, CONFIG);
}
