import { sanitizeDescriptionHtml } from './sanitize';

const KEPT_TAGS = new Set(['P', 'BR', 'STRONG', 'B', 'EM', 'I', 'U', 'S', 'UL', 'OL', 'LI', 'H2', 'H3', 'H4', 'BLOCKQUOTE', 'A', 'SPAN']);
const KEPT_ATTRIBUTES = new Set(['href', 'title', 'target', 'rel']);

/** What a browser would build from the output: every element, and every attribute of each. */
function parse(html: string): Element[] {
  const template = document.createElement('template');
  template.innerHTML = html;
  return Array.from(template.content.querySelectorAll('*'));
}

/** Nothing in the output can run script: only formatting elements, no handler, no script-capable URL. */
function expectInert(html: string) {
  for (const element of parse(html)) {
    expect(KEPT_TAGS).toContain(element.tagName);
    for (const { name, value } of Array.from(element.attributes)) {
      expect(KEPT_ATTRIBUTES).toContain(name);
      if (name === 'href') expect(value).toMatch(/^(https?|mailto):/i);
    }
  }
  expect(html).not.toMatch(/javascript:|vbscript:|data:|<script|onerror|onload/i);
}

describe('the bypasses of the old block-list', () => {
  it('drops a javascript: link hidden by a tab entity', () => {
    const out = sanitizeDescriptionHtml('<a href="jav&#x09;ascript:alert(1)">Click</a>');
    expectInert(out);
    expect(out).toBe('<a>Click</a>');
  });

  it('drops an SVG animate that sets href to javascript:', () => {
    const out = sanitizeDescriptionHtml(
      '<svg><a><animate attributeName="href" values="javascript:alert(1)" /><text x="20" y="20">Click</text></a></svg>',
    );
    expectInert(out);
    expect(out).not.toContain('animate');
  });
});

// From the OWASP XSS filter evasion cheat sheet: each must come out with nothing that can run.
const owaspCases: [string, string][] = [
  ['script tag', '<SCRIPT SRC=https://xss.rocks/xss.js></SCRIPT>'],
  ['img onerror', '<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>'],
  ['img javascript src', '<IMG SRC="javascript:alert(\'XSS\');">'],
  ['mixed case scheme', '<a HREF="JaVaScRiPt:alert(\'XSS\')">x</a>'],
  ['decimal entities', '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>'],
  ['hex entities without semicolons', '<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A;alert(1)">x</a>'],
  ['embedded newline', '<a href="jav&#x0A;ascript:alert(\'XSS\');">x</a>'],
  ['leading spaces and meta chars', '<a href=" &#14;  javascript:alert(\'XSS\');">x</a>'],
  ['null byte in the scheme', '<a href="java\0script:alert(1)">x</a>'],
  ['vbscript', '<a href="vbscript:msgbox(&quot;XSS&quot;)">x</a>'],
  ['data text/html', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K">x</a>'],
  ['svg onload', "<svg/onload=alert('XSS')>"],
  ['body onload', "<BODY ONLOAD=alert('XSS')>"],
  ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
  ['iframe javascript src', '<IFRAME SRC="javascript:alert(\'XSS\');"></IFRAME>'],
  ['form action', '<form action="javascript:alert(1)"><button>Go</button></form>'],
  ['button formaction', '<button formaction="javascript:alert(1)">Go</button>'],
  ['style expression', '<p style="width: expression(alert(\'XSS\'));">x</p>'],
  ['style tag with url', '<STYLE>li {list-style-image: url("javascript:alert(\'XSS\')");}</STYLE><UL><LI>XSS</LI></UL>'],
  ['base href', '<BASE HREF="javascript:alert(\'XSS\');//">'],
  ['meta refresh', '<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert(\'XSS\');">'],
  ['meta refresh data url', '<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K">'],
  ['object data', '<OBJECT TYPE="text/x-scriptlet" DATA="https://xss.rocks/scriptlet.html"></OBJECT>'],
  ['embed src', '<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxuczpzdmc9Imh0dH" type="image/svg+xml"></EMBED>'],
  ['nested tags', '<<SCRIPT>alert("XSS");//\\<</SCRIPT>'],
  ['half-open tag', '<IMG SRC="`<javascript:alert>`(\'XSS\')"'],
  ['unclosed script in attribute', '<a title="</a><script>alert(1)</script>">x</a>'],
  ['table background', '<TABLE BACKGROUND="javascript:alert(\'XSS\')"><TD>x</TD></TABLE>'],
  ['input image', '<INPUT TYPE="IMAGE" SRC="javascript:alert(\'XSS\');">'],
  ['link stylesheet', '<LINK REL="stylesheet" HREF="javascript:alert(\'XSS\');">'],
  ['math href', '<math><mtext><a href="javascript:alert(1)">x</a></mtext></math>'],
  ['noscript mutation', '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>'],
  ['xlink href', '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>'],
  ['event handler on a kept tag', '<p onmouseover="alert(1)">Hover</p>'],
  ['protocol-relative link', '<a href="//evil.example/x">x</a>'],
];

describe.each(owaspCases)('OWASP case: %s', (_name, html) => {
  it('leaves nothing that can run', () => {
    expectInert(sanitizeDescriptionHtml(html));
  });
});

describe('ordinary descriptions', () => {
  it('keep their paragraphs, headings, lists and emphasis', () => {
    const html =
      '<h3>The flat</h3><p>Light <strong>rooms</strong> and <em>high</em> ceilings.<br>Quiet street.</p><ul><li>Garden</li><li><b>Parking</b></li></ul><ol><li>One</li></ol><blockquote>Lovely</blockquote>';
    expect(sanitizeDescriptionHtml(html)).toBe(html);
  });

  it('keep https and mailto links, opening in a new tab without telling the target about us', () => {
    const out = sanitizeDescriptionHtml(
      '<p><a href="https://roofline.co.uk/area" title="Area">More</a> or <a href="mailto:lettings@roofline.test">mail us</a></p>',
    );
    const links = parse(out).filter((element) => element.tagName === 'A');
    expect(links.map((a) => [a.getAttribute('href'), a.textContent, a.getAttribute('target'), a.getAttribute('rel')])).toEqual([
      ['https://roofline.co.uk/area', 'More', '_blank', 'nofollow noopener noreferrer'],
      ['mailto:lettings@roofline.test', 'mail us', '_blank', 'nofollow noopener noreferrer'],
    ]);
    expect(links[0]?.getAttribute('title')).toBe('Area');
  });

  it('lose images, styles and classes but keep their text', () => {
    expect(sanitizeDescriptionHtml('<p class="x" style="color:red">Near <img src="https://x.test/a.png">the park</p>')).toBe(
      '<p>Near the park</p>',
    );
  });

  it('give an empty string for no description', () => {
    expect(sanitizeDescriptionHtml(null)).toBe('');
    expect(sanitizeDescriptionHtml('')).toBe('');
  });
});
