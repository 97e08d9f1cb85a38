import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The colour tokens as tokens.css declares them (the file the browser gets, not a copy). */
const tokens = new Map(
  [...readFileSync(join(__dirname, 'tokens.css'), 'utf8').matchAll(/--(color-[\w-]+):\s*(#[0-9a-f]{6})\b/gi)].map((m) => [m[1]!, m[2]!]),
);

const colour = (name: string): string => {
  const hex = tokens.get(name);
  if (!hex) throw new Error(`tokens.css has no --${name} as #rrggbb`);
  return hex;
};

/** WCAG 2.2 relative luminance of an sRGB colour. */
function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

test('the contrast formula gives WCAG’s known values', () => {
  expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
  expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
});

/** Text the product sets on a background: 4.5:1 (WCAG 2.2 SC 1.4.3, AA, normal-size text). */
const TEXT_PAIRS: [string, string][] = [
  ['color-text', 'color-surface'],
  ['color-text', 'color-background'],
  ['color-text', 'color-hover'],
  ['color-text-muted', 'color-surface'],
  ['color-text-muted', 'color-background'],
  ['color-text-muted', 'color-hover'],
  ['color-brand', 'color-surface'],
  ['color-brand', 'color-background'],
  ['color-brand', 'color-brand-soft'],
  ['color-brand-strong', 'color-brand-soft'],
  ['color-on-brand', 'color-brand'],
  ['color-on-brand', 'color-brand-strong'],
  ['color-on-brand', 'color-danger'],
  ['color-on-brand', 'color-danger-strong'],
  // A market status ribbon ('Sold STC').
  ['color-on-brand', 'color-text'],
  ['color-danger', 'color-surface'],
  ['color-danger', 'color-danger-soft'],
  ['color-success', 'color-success-soft'],
  ['color-warning', 'color-warning-soft'],
  ['color-info', 'color-info-soft'],
  ['color-accent-text', 'color-surface'],
  ['color-surface', 'color-text'],
];

/** A control's edge and the focus ring against what is around them: 3:1 (SC 1.4.11, non-text contrast). */
const NON_TEXT_PAIRS: [string, string][] = [
  ['color-border-strong', 'color-surface'],
  ['color-border-strong', 'color-background'],
  ['color-focus', 'color-surface'],
  ['color-focus', 'color-background'],
  ['color-brand', 'color-surface'],
];

test.each(TEXT_PAIRS)('text in --%s on --%s reads at 4.5:1 or more', (text, background) => {
  expect(contrast(colour(text), colour(background))).toBeGreaterThanOrEqual(4.5);
});

test.each(NON_TEXT_PAIRS)('--%s against --%s stands out at 3:1 or more', (edge, background) => {
  expect(contrast(colour(edge), colour(background))).toBeGreaterThanOrEqual(3);
});
