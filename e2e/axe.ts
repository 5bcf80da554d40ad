import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Serious and critical axe findings (WCAG 2.1 A/AA and best practices) on the page as it stands,
 * one line each, named after `screen`.
 */
export async function seriousAxeFindings(page: Page, screen: string): Promise<string[]> {
  // Mid-transition (a dialog fading in), a screen's colours are blended with what is behind it:
  // axe would measure that (a CI run saw a dialog's white on red at 4.26:1, the paper grey). So is
  // a region being replaced (aria-busy), dimmed meanwhile: a CI run saw the cards' stock line fail.
  await page.waitForFunction(
    () =>
      !document.querySelector('[aria-busy="true"]') &&
      document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'),
  );
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${screen}: ${v.id} (${v.impact}) ${v.help} → ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    );
}
