import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sanitizeDescription } from './sanitize.ts';

test('a description keeps its formatting but loses scripts, handlers and javascript: links', () => {
  const dirty =
    '<p onclick="steal()">Bright <strong>flat</strong><script>alert(1)</script></p><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a><a href="https://example.org">site</a><iframe src="https://evil"></iframe>';
  const clean = sanitizeDescription(dirty);
  assert.equal(clean.includes('<script'), false);
  assert.equal(clean.includes('onclick'), false);
  assert.equal(clean.includes('onerror'), false);
  assert.equal(clean.includes('<img'), false);
  assert.equal(clean.includes('<iframe'), false);
  assert.equal(clean.includes('javascript:'), false);
  assert.match(clean, /<p>Bright <strong>flat<\/strong><\/p>/);
  assert.match(clean, /<a href="https:\/\/example.org" rel="nofollow noopener noreferrer" target="_blank">site<\/a>/);
});
