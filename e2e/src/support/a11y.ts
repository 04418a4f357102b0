// axe-core in the page: evaluate node_modules/axe-core/axe.min.js and run it on the whole document.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeNode {
  target: string[];
  html: string;
  failureSummary?: string;
}

export interface AxeViolation {
  id: string;
  impact: 'minor' | 'moderate' | 'serious' | 'critical' | null;
  help: string;
  helpUrl: string;
  nodes: AxeNode[];
}

/** Every axe violation on the page as it is now (WCAG 2.x A/AA and best practices: axe's defaults). */
export async function runAxe(page: Page): Promise<AxeViolation[]> {
  const hasAxe = await page.evaluate(() => 'axe' in window);
  // Evaluated through the debugging protocol: the product's CSP (rightly) refuses an injected inline script.
  if (!hasAxe) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run(ctx: unknown, opts: unknown): Promise<{ violations: AxeViolation[] }> } }
    ).axe;
    const results = await axe.run(document, { resultTypes: ['violations'] });
    return results.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      helpUrl: v.helpUrl,
      nodes: v.nodes.map((n) => ({ target: n.target, html: n.html.slice(0, 200), failureSummary: n.failureSummary })),
    }));
  });
}

export const isSeriousOrCritical = (v: AxeViolation) => v.impact === 'serious' || v.impact === 'critical';

/** A readable list for a failure message or the log. */
export function formatViolations(label: string, violations: AxeViolation[]): string {
  if (!violations.length) return `${label}: no violations`;
  return [
    `${label}: ${violations.length} violation(s)`,
    ...violations.map(
      (v) =>
        `  [${v.impact}] ${v.id}: ${v.help} (${v.nodes.length} node(s))\n` +
        v.nodes
          .slice(0, 4)
          .map((n) => `      ${n.target.join(' ')}  ${n.html.replace(/\s+/g, ' ')}`)
          .join('\n'),
    ),
  ].join('\n');
}
