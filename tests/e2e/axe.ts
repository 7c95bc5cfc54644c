import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/** axe's serious and critical findings (WCAG 2.1 A and AA) on the page as it is, one line per element. */
export async function seriousBarriers(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((node) => `${v.id}: ${node.target.join(' ')}`))
}
