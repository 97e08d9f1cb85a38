/** Elements that run code or pull in other documents: never kept. */
const BLOCKED_ELEMENTS = 'script, iframe, frame, object, embed, link, meta, base, style, form';
const URL_ATTRIBUTES = new Set(['href', 'src', 'xlink:href', 'action', 'formaction', 'srcdoc']);
const SCRIPT_URL = /^\s*(javascript|vbscript|data\s*:\s*text\/html)/i;

/**
 * Defence in depth for the advert description: the API already sanitises it, and this removes any
 * script, event-handler attribute or script URL that might still slip through.
 */
export function stripUnsafeHtml(html: string | null | undefined): string {
  if (!html) return '';
  // A template's content is inert: nothing in it loads or runs while we clean it.
  const template = document.createElement('template');
  template.innerHTML = html;
  template.content.querySelectorAll(BLOCKED_ELEMENTS).forEach((element) => element.remove());
  template.content.querySelectorAll('*').forEach((element) => {
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith('on') || (URL_ATTRIBUTES.has(name) && SCRIPT_URL.test(attribute.value))) {
        element.removeAttribute(attribute.name);
      }
    }
  });
  return template.innerHTML;
}
