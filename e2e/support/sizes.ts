// The two screens every main journey runs on (playwright.config.ts's projects). A journey tagged
// @phone runs in both.
import type { Locator, Page, TestInfo } from '@playwright/test';
import { expect } from '@playwright/test';

export const DESKTOP = { width: 1366, height: 900 };
export const PHONE = { width: 390, height: 844 };

/**
 * Nothing lies over the control: the element a tap at its centre reaches is the control or inside it.
 * (An invisible panel over the map once took every tap on a phone while the control still looked clickable.)
 */
export async function expectOnTop(control: Locator): Promise<void> {
  await control.scrollIntoViewIfNeeded();
  await expect
    .poll(
      () =>
        control.evaluate((el) => {
          const box = el.getBoundingClientRect();
          const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          return hit !== null && (hit === el || el.contains(hit));
        }),
      { message: 'the element at the control’s centre is the control' },
    )
    .toBe(true);
}

/** Whether the journey runs on the phone project (390 x 844, touch), for the steps where a phone's way differs. */
export const onPhone = (testInfo: TestInfo): boolean => testInfo.project.name === 'phone';

/** A screenshot of the page as it is, in the test report (e2e/playwright-report), named by step and screen. */
export async function snap(page: Page, testInfo: TestInfo, step: string): Promise<void> {
  await testInfo.attach(`${step} (${testInfo.project.name})`, { body: await page.screenshot(), contentType: 'image/png' });
}
