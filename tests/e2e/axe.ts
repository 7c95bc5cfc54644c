import axe from 'axe-core'
import type { ElementContext, Result, RunOptions } from 'axe-core'
import type { Page } from '@playwright/test'

/** The WCAG 2.1 A and AA rules, the level the product is held to. */
export const WCAG_21_AA: RunOptions = { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } }

/**
 * axe's violations on the page as a visitor scrolling through it sees it (WCAG 2.1 A and AA unless
 * `options` says otherwise): every block laid out, its transitions run. Run in the page's own
 * document and its same-origin frames. Not through `@axe-core/playwright`: it ends each run in a
 * second, blank page of the test's context (another renderer, axe's 0.5 MB read again: about
 * 1.5 s a run on 2 cores), and once the test's page was left without animation frames after such
 * a page closed, so a later click waited for a "stable" element until its timeout. Cross-origin
 * frames (a video player's) are not read; they are another site's page.
 */
export async function axeViolations(page: Page, options: RunOptions = WCAG_21_AA, context?: ElementContext): Promise<Result[]> {
  const shown = await showSkippedContent(page)
  try {
    await transitionsEnded(page)
    return await runAxe(page, options, context)
  } finally {
    await shown.dispose()
  }
}

/**
 * Lays out the blocks the page leaves unrendered until they near the viewport
 * (`content-visibility: auto`), as a visitor scrolling to them gets them. Chromium does not tick
 * transitions inside such a block: a button's colour that began a transition while its block was
 * skipped reads as its start (the browser's link blue) until the block is shown, and axe then
 * finds a contrast failure no visitor sees. Shown through the elements' style properties, which
 * the page's Content-Security-Policy allows; the returned handle puts them back.
 */
async function showSkippedContent(page: Page) {
  const skipped = await page.evaluateHandle(() => {
    const elements = [...document.querySelectorAll<HTMLElement>('body *')].filter(
      (element) => getComputedStyle(element).contentVisibility === 'auto',
    )
    for (const element of elements) element.style.contentVisibility = 'visible'
    return elements
  })
  return {
    dispose: async () => {
      await skipped.evaluate((elements) => elements.forEach((element) => (element.style.contentVisibility = '')))
      await skipped.dispose()
    },
  }
}

async function runAxe(page: Page, options: RunOptions, context?: ElementContext): Promise<Result[]> {
  const origin = new URL(page.url()).origin
  for (const frame of page.frames()) {
    if (frame !== page.mainFrame() && !frame.url().startsWith(`${origin}/`)) continue
    if (await frame.evaluate(() => 'axe' in window)) continue
    await frame.evaluate(axe.source)
    await frame.evaluate(() => window.axe.configure({ allowedOrigins: ['<same_origin>'] }))
  }
  // Only the violations: the passes' and incomplete results' nodes are a third of axe's time.
  // Handed over as JSON: axe's option types are too deep for Playwright's argument type.
  const run = JSON.stringify({ context: context ?? null, options: { ...options, resultTypes: ['violations'] } })
  const results = await page.evaluate(async (run) => {
    const { context, options } = JSON.parse(run) as { context: ElementContext | null; options: RunOptions }
    return JSON.stringify((await window.axe.run(context ?? document, options)).violations)
  }, run)
  return JSON.parse(results) as Result[]
}

/**
 * Lets the page's transitions end before axe reads it: a menu or a dialog fading in has colours
 * between its two ends, which a busy machine once caught as a contrast failure. Only what ends
 * within 2 s is waited for: a carousel's autoplay timer (7 s, then the next one) or a paused
 * animation would hold the test for nothing, and the wait itself is capped in case a running
 * animation is not ticked (one inside content the browser skips rendering).
 */
async function transitionsEnded(page: Page) {
  await page.evaluate(() => {
    const ending = document.getAnimations().filter((animation) => {
      const timing = animation.effect?.getComputedTiming()
      const remaining = Number(timing?.endTime ?? Infinity) - Number(timing?.localTime ?? 0)
      return animation.playState === 'running' && remaining <= 2_000
    })
    const capped = new Promise((resolve) => setTimeout(resolve, 2_500))
    return Promise.race([Promise.all(ending.map((animation) => animation.finished.catch(() => undefined))), capped])
  })
}

/** One line per element of a finding: `rule: selector`. */
export const findingLines = (violations: Result[]) => violations.flatMap((v) => v.nodes.map((node) => `${v.id}: ${node.target.join(' ')}`))

/** Whether a finding bars a visitor: axe's serious and critical impacts. */
export const isSerious = (violation: Result) => violation.impact === 'serious' || violation.impact === 'critical'

/** axe's serious and critical findings (WCAG 2.1 A and AA) on the page, one line per element. */
export async function seriousBarriers(page: Page): Promise<string[]> {
  return findingLines((await axeViolations(page)).filter(isSerious))
}

declare global {
  interface Window {
    axe: typeof axe
  }
}
