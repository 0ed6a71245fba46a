/**
 * axe for the e2e specs: WCAG 2.1 A and AA on what is on screen, each violation named with the
 * elements it found, so a failure says where to look.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, waitForNetworkQuiet, type Page } from './fixtures';

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export async function axeViolations(page: Page, include?: string, rules?: string[]): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(WCAG_21_AA);
  if (rules) builder.withRules(rules);
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

/**
 * Fails on any violation. `settle` first lets lazy parts, the mirror and web fonts settle
 * (network idle); `include` limits axe to one part of the page, `rules` to those rules.
 */
export async function expectNoViolations(
  page: Page,
  label = 'axe violations',
  options: { include?: string; settle?: boolean; rules?: string[] } = {},
) {
  if (options.settle) await waitForNetworkQuiet(page);
  expect(await axeViolations(page, options.include, options.rules), label).toEqual([]);
}
