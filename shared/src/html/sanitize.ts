import createDOMPurify, { type Config } from 'dompurify';

/**
 * What an advert description may hold: the formatting of the rich-text editor and links, the same
 * list the API keeps (api/src/discovery/sanitize.ts). No images, so no `data:` URL is ever needed.
 */
const CONFIG: Config = {
  ALLOWED_TAGS: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'blockquote', 'a', 'span'],
  ALLOWED_ATTR: ['href', 'title'],
  // Only web and mail links: refuses javascript:, vbscript:, data: and any other scheme, and relative URLs.
  ALLOWED_URI_REGEXP: /^(?:https?|mailto):/i,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

let purifier: ReturnType<typeof createDOMPurify> | undefined;

/** Our own instance, so the link hook below never changes another user of DOMPurify on the page. */
function instance() {
  if (purifier) return purifier;
  purifier = createDOMPurify(window);
  // A link leaves the site in a new tab and tells the target nothing about us, as the API writes it.
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'nofollow noopener noreferrer');
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
