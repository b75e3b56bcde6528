import { expect, type Locator, type Page } from './test';

/** The viewports every layout must hold at: the smallest phone, a common phone, a laptop. */
export const phoneSizes = {
  small: { width: 320, height: 568 },
  phone: { width: 390, height: 844 },
  landscape: { width: 844, height: 390 },
} as const;
export const desktopSizes = {
  narrow: { width: 1024, height: 768 },
  wide: { width: 1440, height: 900 },
} as const;

type Box = { x: number; y: number; width: number; height: number };

/** The element's box in viewport coordinates, failing loudly when it has none. */
export async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator} has no box: it is not rendered`);
  return box;
}

/** How far a box reaches past each edge of the viewport (0 or less: inside). */
export function overflowOf(box: Box, viewport: { width: number; height: number }) {
  return {
    left: -box.x,
    top: -box.y,
    right: box.x + box.width - viewport.width,
    bottom: box.y + box.height - viewport.height,
  };
}

/**
 * The element lies inside the viewport (within `slack` px) and a tap at its centre lands on it:
 * nothing covers it. Returns its box.
 */
export async function expectReachable(
  locator: Locator,
  viewport: { width: number; height: number },
  label = String(locator),
  slack = 0,
) {
  const box = await boxOf(locator);
  for (const [edge, past] of Object.entries(overflowOf(box, viewport))) {
    expect(past, `${label}: past the viewport's ${edge} edge`).toBeLessThanOrEqual(slack);
  }
  const onTop = await locator.evaluate((el) => {
    const rect = el.getBoundingClientRect();
    const top = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    return !!top && el.contains(top);
  });
  expect(onTop, `${label}: covered by something`).toBe(true);
  return box;
}

/**
 * Renders every band of the page, near the screen or not, for the rest of the visit. The bands
 * (`render-near-viewport`) are rendered only near the viewport: one far off holds a stand-in
 * height and clips what it holds, so a measure of the whole page would miss what overflows it and
 * find its content laid over the next band's. A visitor sees each band rendered; so do these.
 */
export function renderEveryBand(page: Page): Promise<void> {
  return page.evaluate(() => {
    for (const band of document.querySelectorAll<HTMLElement>('.render-near-viewport')) {
      band.style.contentVisibility = 'visible';
    }
  });
}

/** Pixels the document is wider than its viewport: anything above 0 means sideways scrolling. */
export async function horizontalOverflow(page: Page): Promise<number> {
  await renderEveryBand(page);
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

/**
 * Pointer targets smaller than 24 × 24 CSS px that also lack the room WCAG 2.2 (2.5.8) asks for:
 * a 24 px circle centred on the target that touches no other target. Links inside a sentence are
 * exempt (the "inline" exception), as are targets nobody can see.
 */
export async function undersizedTargets(page: Page): Promise<string[]> {
  await renderEveryBand(page);
  return page.evaluate(() => {
    const MIN = 24;
    const selector = [
      'a[href]',
      'button',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      'summary',
      '[role="button"]',
      '[role="tab"]',
      '[role="link"]',
    ].join(',');

    const isShown = (el: Element) => {
      const rect = el.getBoundingClientRect();
      if (rect.width < 2 || rect.height < 2) return false;
      for (let node: Element | null = el; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.visibility === 'hidden' || style.display === 'none') return false;
        // Visually hidden (the skip link until it has focus): clipped to nothing.
        if (style.clipPath === 'inset(50%)' || style.clip === 'rect(0px, 0px, 0px, 0px)') {
          return false;
        }
        if (node.hasAttribute('hidden') || node.getAttribute('aria-hidden') === 'true') {
          return false;
        }
      }
      return true;
    };

    const isInline = (el: Element) => {
      if (el.tagName !== 'A' || getComputedStyle(el).display !== 'inline') return false;
      const block = el.parentElement;
      return (
        !!block && (block.textContent ?? '').trim().length > (el.textContent ?? '').trim().length
      );
    };

    const targets = [...document.querySelectorAll(selector)].filter(isShown).map((el) => ({
      el,
      rect: el.getBoundingClientRect(),
    }));

    const distanceToRect = (x: number, y: number, r: DOMRect) => {
      const dx = Math.max(r.left - x, 0, x - r.right);
      const dy = Math.max(r.top - y, 0, y - r.bottom);
      return Math.hypot(dx, dy);
    };

    const describe = (el: Element, rect: DOMRect) => {
      const name =
        el.getAttribute('aria-label') ?? (el.textContent ?? '').trim().slice(0, 40) ?? '';
      return `${el.tagName.toLowerCase()} "${name}" ${Math.round(rect.width)}×${Math.round(rect.height)}`;
    };

    const isSmall = (rect: DOMRect) => rect.width < MIN - 0.5 || rect.height < MIN - 0.5;
    const centre = (rect: DOMRect) => [rect.left + rect.width / 2, rect.top + rect.height / 2];

    const failures: string[] = [];
    for (const { el, rect } of targets) {
      if (!isSmall(rect) || isInline(el)) continue;
      const [cx = 0, cy = 0] = centre(rect);
      const crowded = targets.some(({ el: otherEl, rect: other }) => {
        if (otherEl === el || otherEl.contains(el) || el.contains(otherEl)) return false;
        if (distanceToRect(cx, cy, other) < MIN / 2) return true;
        // Two undersized targets: their 24 px circles must not overlap either.
        const [ox = 0, oy = 0] = centre(other);
        return isSmall(other) && !isInline(otherEl) && Math.hypot(cx - ox, cy - oy) < MIN;
      });
      if (crowded) failures.push(describe(el, rect));
    }
    return failures;
  });
}
