import type { Locator, Page } from './test';
import { messages } from '@/content/messages';

const nav = messages.Navigation;

/** The Services button of the desktop bar. */
export function servicesButton(page: Page): Locator {
  return page
    .getByRole('navigation', { name: nav.mainLabel })
    .getByRole('button', { name: nav.services });
}

/**
 * Opens the mobile menu, expands Services and then the groups named (both by default), and
 * returns the menu's panel.
 */
export async function openMobileMenu(
  page: Page,
  groups: readonly ('communicationServices' | 'customDevelopment')[] = [
    'communicationServices',
    'customDevelopment',
  ],
): Promise<Locator> {
  await page.getByRole('button', { name: nav.openMenu }).click();
  const menu = page.locator('#mobile-menu');
  await menu.getByRole('button', { name: nav.services }).click();
  for (const group of groups) await menu.getByRole('button', { name: nav[group] }).click();
  return menu;
}
