// One look (issue 24, item 6): nothing in the product is drawn with the browser's own grey button.
import type { Page } from '@playwright/test';

/**
 * The visible buttons on the page that still have the browser's own look: its button face colour
 * (read from a fresh button with every style reverted) or its outset border. Each as 'class "text"'.
 */
export async function nativeLookingButtons(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const probe = document.createElement('button');
    probe.style.all = 'revert';
    document.body.append(probe);
    const face = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return [...document.querySelectorAll<HTMLElement>('button, input[type="button"], input[type="submit"], input[type="reset"]')]
      .filter((button) => button.getClientRects().length > 0 && getComputedStyle(button).visibility !== 'hidden')
      .filter((button) => {
        const style = getComputedStyle(button);
        return style.backgroundColor === face || style.borderTopStyle === 'outset';
      })
      .map((button) => `${button.className || '(no class)'} "${(button.textContent ?? '').trim().slice(0, 40)}"`);
  });
}
