/**
 * What an advert description may hold: the formatting of the rich-text editor and links. One policy
 * for the API, which sanitises what it stores and sends (sanitize-html), and the browser, which
 * sanitises what it renders (DOMPurify): each library's options are made from it. No images, so no
 * `data:` URL is ever needed.
 */
export const DESCRIPTION_HTML_POLICY = {
  tags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'blockquote', 'a', 'span'],
  /** Kept on links; nothing else keeps an attribute. */
  linkAttributes: ['href', 'title'],
  /** Only web and mail links: javascript:, vbscript:, data:, any other scheme and relative URLs are dropped. */
  schemes: ['http', 'https', 'mailto'],
  /** A link leaves the site in a new tab and tells the target nothing about us. */
  linkTarget: '_blank',
  linkRel: 'nofollow noopener noreferrer',
} as const;
