import sanitizeHtml from 'sanitize-html';
import { DESCRIPTION_HTML_POLICY as POLICY } from '@marketplace/shared/src/html/policy.ts';

/**
 * Advert descriptions are HTML written in a rich-text editor: sanitize-html's options from shared's
 * description policy, the one the browser applies too. No scripts, styles, event handlers, iframes
 * or images. Used before storing a description and again before sending one.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...POLICY.tags],
  allowedAttributes: { a: [...POLICY.linkAttributes, 'rel', 'target'] },
  allowedSchemes: [...POLICY.schemes],
  allowProtocolRelative: false,
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: POLICY.linkRel, target: POLICY.linkTarget }),
  },
  disallowedTagsMode: 'discard',
};

export function sanitizeDescription(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
