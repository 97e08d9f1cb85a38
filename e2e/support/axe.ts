// axe's WCAG 2.2 AA rules over the page as it is (issue 13, item 7): the journeys allow no serious or
// critical violation.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export interface Violation {
  id: string;
  nodes: number;
  /** The first element that fails and why. */
  first: string;
}

export async function seriousViolations(page: Page): Promise<Violation[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, nodes: v.nodes.length, first: `${v.nodes[0]?.target.join(' ')}: ${v.nodes[0]?.failureSummary ?? ''}` }));
}
