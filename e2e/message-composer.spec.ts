import AxeBuilder from '@axe-core/playwright';
import {
  boxOf,
  desktopSizes,
  horizontalOverflow,
  phoneSizes,
  undersizedTargets,
} from './support/geometry';
import { expect, test, type Locator, type Page } from './support/test';
import { messages } from '@/content/messages';

const composer = messages.MessageComposer;
const estimatorCopy = messages.Estimator;
const estimator = (page: Page) => page.locator('#estimator');
const total = (page: Page) => estimator(page).getByRole('status').first();
const field = (page: Page) => page.getByRole('textbox', { name: 'Your message' });
const partsField = (page: Page) => page.getByLabel('SMS parts per message');
const charactersList = (page: Page) => page.getByRole('list', { name: composer.characters.title });
const describes = (page: Page, text: string) =>
  expect(field(page)).toHaveAccessibleDescription(text);

/** 150 characters with one curly apostrophe and one en dash: 3 Unicode parts, 1 in GSM-7. */
const pasted =
  'Hi Priya, your order #4821 is packed and will reach you by Friday 6pm. We’re here 9am–10pm ' +
  'if you need help. Reply STOP to unsubscribe. Lantern Retail';

/** Presses Tab until `target` has the focus, at most `limit` times. */
async function tabTo(page: Page, target: Locator, limit = 12) {
  for (let step = 0; step < limit; step += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test.use({
  reducedMotion: 'reduce',
  viewport: phoneSizes.phone,
  hasTouch: true,
  permissions: ['clipboard-read', 'clipboard-write'],
});
test.beforeEach(({ page }) => page.goto('/services/sms'));

test('describes the message on the field: encoding, characters, parts and room left', async ({
  page,
}) => {
  await partsField(page).focus();
  await tabTo(page, field(page));
  await describes(page, 'GSM-7 until you type: up to 160 characters fit in one part.');
  // 161 characters are two parts; an extension character counts two (lib/sms has the rest).
  await page.keyboard.type(`${'a'.repeat(160)}€`);
  await describes(page, 'GSM-7: 162 characters, 2 parts, room for 144 more in the last part.');
  await expect(charactersList(page)).toHaveCount(0);
  await expect(estimator(page).getByText(composer.characters.none)).toBeVisible();

  await field(page).fill('नमस्ते, आपका OTP 4821 है।');
  await describes(page, 'Unicode: 25 characters, 1 part, room for 45 more in the last part.');
  await expect(charactersList(page).getByRole('listitem')).toHaveText([
    /^Devanagari \(Hindi, Marathi\) letters/,
    /^। danda \(full stop\)/,
  ]);
});

test('announces the summary once typing pauses, not on every keystroke', async ({ page }) => {
  const live = page.locator('#message-composer').getByRole('status');
  await field(page).focus();
  await page.evaluate(() => {
    const region = document.querySelector('#message-composer [role="status"]')!;
    const seen: string[] = [];
    new MutationObserver(() => seen.push(region.textContent ?? '')).observe(region, {
      childList: true,
      characterData: true,
      subtree: true,
    });
    (window as unknown as { seen: string[] }).seen = seen;
  });
  await page.keyboard.type('Your code is 4821', { delay: 60 });
  const summary = 'GSM-7: 17 characters, 1 part, room for 143 more in the last part.';
  await expect(live).toHaveText(summary);
  expect(await page.evaluate(() => (window as unknown as { seen: string[] }).seen)).toEqual([
    summary,
  ]);
});

test('replaces the characters that force Unicode one at a time by keyboard, or all at once', async ({
  page,
}) => {
  await page.evaluate((text) => navigator.clipboard.writeText(text), pasted);
  await field(page).focus();
  await page.keyboard.press('ControlOrMeta+V');
  await expect(field(page)).toHaveValue(pasted);
  await describes(page, 'Unicode: 150 characters, 3 parts, room for 51 more in the last part.');
  await expect(charactersList(page).getByRole('listitem')).toHaveText([
    /^’ right single quotation mark\s*once/,
    /^– en dash\s*once/,
  ]);
  await expect(estimator(page).locator('mark')).toHaveText(['’', '–']);

  const apostrophe = page.getByRole('button', {
    name: "Replace with ' (’ right single quotation mark)",
  });
  await tabTo(page, apostrophe);
  await page.keyboard.press('Enter');
  await expect(field(page)).toBeFocused();
  await expect(field(page)).toHaveValue(pasted.replace('’', "'"));
  const dash = page.getByRole('button', { name: 'Replace with - (– en dash)' });
  await tabTo(page, dash);
  await page.keyboard.press('Space');
  await expect(field(page)).toHaveValue(pasted.replace('’', "'").replace('–', '-'));
  await describes(page, 'GSM-7: 150 characters, 1 part, room for 10 more in the last part.');
  await expect(estimator(page).getByText(composer.characters.none)).toBeVisible();

  await field(page).fill(`${pasted} “Sale”…`);
  await page.getByRole('button', { name: 'Replace them all with GSM-7 characters' }).click();
  await expect(field(page)).toHaveValue(`${pasted.replace('’', "'").replace('–', '-')} "Sale"...`);
  await describes(page, 'GSM-7: 160 characters, 1 part, room for 0 more in the last part.');
});

test('fills the field with each example by keyboard, and the summary follows', async ({ page }) => {
  const examples: [string, string, RegExp[]][] = [
    ['OTP in English', 'GSM-7: 108 characters, 1 part, room for 52 more in the last part.', []],
    [
      'Order update in Hindi',
      `Unicode: 102 characters, 2 parts, room for 32 more in the last part. ${composer.linkNote}`,
      [/^Devanagari \(Hindi, Marathi\) letters\s*62 characters/, /^। danda/],
    ],
    [
      'DLT template with two variables',
      'GSM-7 with 2 variables: up to 190 characters, up to 2 parts once filled, room for 116 ' +
        `more in the last part. ${composer.linkNote}`,
      [],
    ],
  ];
  await partsField(page).focus();
  for (const [index, [label, summary, rows]] of examples.entries()) {
    const button = page.getByRole('button', { name: label, exact: true });
    await tabTo(page, button);
    await page.keyboard.press(index % 2 ? 'Space' : 'Enter');
    await expect(button).toBeFocused();
    const example = Object.values(composer.examples).find((e) => e.label === label);
    await expect(field(page)).toHaveValue(example!.text);
    await describes(page, summary);
    if (rows.length) await expect(charactersList(page).getByRole('listitem')).toHaveText(rows);
    else await expect(charactersList(page)).toHaveCount(0);
  }
});

test('counts each DLT variable as the 30 characters it may hold, and notes links', async ({
  page,
}) => {
  // 53 characters as typed; 99 once each variable holds 30.
  await field(page).fill('Dear {#var#}, your order {#var#} is out for delivery.');
  await describes(
    page,
    'GSM-7 with 2 variables: up to 99 characters, up to 1 part once filled, room for 61 more in the last part.',
  );
  await expect(estimator(page).getByText(composer.linkNote)).toHaveCount(0);
  await field(page).fill('Track it at https://example.in/t/1');
  await describes(
    page,
    'GSM-7: 34 characters, 1 part, room for 126 more in the last part. ' +
      'A link in an SMS must be whitelisted on DLT, or operators block the message ' +
      '(TRAI, since 1 October 2024).',
  );
  await expect(estimator(page).getByText(composer.linkNote)).toBeVisible();
  await field(page).fill('Track it in the app');
  await expect(estimator(page).getByText(composer.linkNote)).toHaveCount(0);
});

test('the estimate follows the parts per message, set in the field or by the composer', async ({
  page,
}) => {
  await estimator(page).getByLabel(estimatorCopy.items.sms.transactional).fill('100000');
  await expect(total(page)).toContainText('₹17,000.00');
  const row = estimator(page).getByRole('row', { name: estimatorCopy.items.sms.transactional });
  await partsField(page).selectOption('3');
  await expect(total(page)).toContainText('₹45,000.00');
  await expect(row).toContainText('3,00,000 (1,00,000 × 3 parts)');
  await expect(row).toContainText('Scale');
  await expect(row).toContainText('₹0.15');
  await partsField(page).selectOption('1');

  // 148 septets as typed (1 part), 190 once filled (2 parts): the estimate takes 2.
  await page.getByRole('button', { name: 'DLT template with two variables' }).click();
  const use = page.getByRole('button', { name: 'Use 2 parts in the estimate' });
  await tabTo(page, use, 3);
  await page.keyboard.press('Enter');
  await expect(partsField(page)).toBeFocused();
  await expect(partsField(page)).toHaveValue('2');
  await expect(partsField(page)).toBeInViewport();
  await expect(total(page)).toBeInViewport();
  await expect(row).toContainText('2,00,000 (1,00,000 × 2 parts)');
  await expect(row).toContainText('Growth');
  await expect(total(page)).toContainText('₹34,000.00');
  await expect(total(page)).toContainText('₹40,120.00');
  await expect(page).toHaveURL(/\/services\/sms\?transactional=100000&parts=2$/);
  await page.reload();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(partsField(page)).toHaveValue('2');
  await expect(total(page)).toContainText('₹34,000.00');
});

test('with a message, its characters and the estimate shown, fits 320 to 1440 px and passes axe', async ({
  page,
}) => {
  await estimator(page).getByLabel(estimatorCopy.items.sms.transactional).fill('100000');
  await field(page).fill(`${pasted} https://example.in/t/1 नमस्ते`);
  await expect(charactersList(page)).toBeVisible();
  for (const viewport of [
    phoneSizes.small,
    phoneSizes.phone,
    phoneSizes.landscape,
    desktopSizes.wide,
  ]) {
    await page.setViewportSize(viewport);
    const size = `${viewport.width} px`;
    expect(await horizontalOverflow(page), size).toBe(0);
    const box = await boxOf(page.locator('#message-composer'));
    expect(box.x, size).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, size).toBeLessThanOrEqual(viewport.width);
    expect(await undersizedTargets(page), size).toEqual([]);
    const { violations } = await new AxeBuilder({ page }).include('#estimator').analyze();
    expect(
      violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`),
      size,
    ).toEqual([]);
  }
});
