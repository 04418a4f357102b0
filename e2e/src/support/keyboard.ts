// Keyboard-only driving: move the focus with Tab / Shift+Tab until it reaches the wanted element (bounded).
import type { Locator, Page } from 'playwright-core';

/** A short description of the focused element, for failure messages. */
export async function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return '<body>';
    const name = (
      el.getAttribute('aria-label') ||
      el.innerText ||
      (el as HTMLInputElement).value ||
      el.getAttribute('name') ||
      ''
    )
      .trim()
      .slice(0, 40);
    const role = el.getAttribute('role');
    return `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${role ? ` role=${role}` : ''}> "${name}"`;
  });
}

/** Whether the focused element shows a focus indicator (an outline or a box-shadow). */
export async function focusIsVisible(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return false;
    const s = getComputedStyle(el);
    const outline = s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0;
    const shadow = s.boxShadow && s.boxShadow !== 'none';
    return outline || !!shadow;
  });
}

export async function isFocused(target: Locator): Promise<boolean> {
  return target
    .evaluateAll((els) => els.some((el) => el === document.activeElement || el.contains(document.activeElement)))
    .catch(() => false);
}

/**
 * Presses Tab (or Shift+Tab) until `target` (or an element inside it) has the focus.
 * Fails after `max` presses, listing the elements the focus went through.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  options: { max?: number; backwards?: boolean; what?: string } = {},
): Promise<void> {
  const max = options.max ?? 80;
  const key = options.backwards ? 'Shift+Tab' : 'Tab';
  if (await isFocused(target)) return;
  const path: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(key);
    if (await isFocused(target)) return;
    path.push(await describeFocus(page));
  }
  throw new Error(
    `${key} x${max} never focused ${options.what ?? String(target)}; focus went through:\n  ${path.join('\n  ')}`,
  );
}

/** Tabs to `target` and activates it with Enter (links, buttons) or Space (`key: 'Space'`). */
export async function tabAndPress(
  page: Page,
  target: Locator,
  options: { key?: 'Enter' | 'Space'; max?: number; backwards?: boolean; what?: string } = {},
): Promise<void> {
  await tabTo(page, target, options);
  await page.keyboard.press(options.key ?? 'Enter');
}

/** Tabs to a text field and types into it (selecting what it held first). */
export async function tabAndType(
  page: Page,
  target: Locator,
  text: string,
  options: { max?: number; what?: string } = {},
): Promise<void> {
  await tabTo(page, target, options);
  await page.keyboard.press('Control+A');
  await page.keyboard.type(text);
}

/**
 * Tabbing for a keyboard journey that also notes every control it reaches without a visible focus indicator: the
 * journey's file checks in its last test that `missing` stayed empty.
 */
export function focusRingCheck() {
  const missing: string[] = [];

  /** Tab to a control and check it shows where the focus is. */
  async function tab(page: Page, target: Locator, what: string, backwards = false): Promise<void> {
    await tabTo(page, target, { what, backwards });
    if (!(await focusIsVisible(page))) missing.push(`${what}: ${await describeFocus(page)}`);
  }

  async function tabAndPress(
    page: Page,
    target: Locator,
    what: string,
    options: { key?: 'Enter' | 'Space'; backwards?: boolean } = {},
  ): Promise<void> {
    await tab(page, target, what, options.backwards);
    await page.keyboard.press(options.key ?? 'Enter');
  }

  return { missing, tab, tabAndPress };
}

/** Whether the focus sits on a control rather than on the page's body (where an unmounted control leaves it). */
export function focusKept(page: Page): Promise<boolean> {
  return page.evaluate(() => !!document.activeElement && document.activeElement !== document.body);
}
