import { stripUnsafeHtml } from './sanitize';

it('keeps the formatting of a description', () => {
  const html = '<p>Light <strong>rooms</strong></p><ul><li>Garden</li></ul><a href="https://roofline.co.uk">More</a>';
  expect(stripUnsafeHtml(html)).toBe(html);
});

it('removes scripts, event handlers and script URLs', () => {
  const html =
    '<p onclick="steal()">Hi<script>steal()</script></p><img src="x.png" onerror="steal()"><a href="javascript:steal()">x</a><iframe src="https://evil.test"></iframe>';
  expect(stripUnsafeHtml(html)).toBe('<p>Hi</p><img src="x.png"><a>x</a>');
});

it('gives an empty string without a description', () => {
  expect(stripUnsafeHtml(null)).toBe('');
});
