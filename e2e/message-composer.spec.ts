import AxeBuilder from '@axe-core/playwright';
import {
  boxOf,
  desktopSizes,
  horizontalOverflow,
  phoneSizes,
  undersizedTargets,
} from './support/geometry';
import { expect, test, type Page } from './support/test';
import { messages } from '@/content/messages';

const composer = messages.MessageComposer;
const estimatorCopy = messages.Estimator;
const estimator = (page: Page) => page.locator('#estimator');
const total = (page: Page) => estimator(page).getByRole('status').first();
const field = (page: Page) => page.getByRole('textbox', { name: 'Your message' });
const partsField = (page: Page) => page.getByLabel('SMS parts per message');
const charactersList = (page: Page) => page.getByRole('list', { name: composer.characters.title });

/** 150 characters with one curly apostrophe and one en dash: 3 Unicode parts, 1 in GSM-7. */
const pasted =
  'Hi Priya, your order #4821 is packed and will reach you by Friday 6pm. We’re here 9am–10pm ' +
  'if you need help. Reply STOP to unsubscribe. Lantern Retail';

/** Fits the viewport, its targets are 24 px, and axe finds nothing in the estimator. */
async function expectUsable(page: Page, viewport: { width: number }) {
  expect(await horizontalOverflow(page), 'px wider than the viewport').toBe(0);
  const box = await boxOf(page.locator('#message-composer'));
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  expect(await undersizedTargets(page)).toEqual([]);
  const results = await new AxeBuilder({ page }).include('#estimator').analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}

/** Presses Tab until `target` has the focus, at most `limit` times. */
async function tabTo(page: Page, target: ReturnType<Page['getByRole']>, limit = 12) {
  for (let step = 0; step < limit; step += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test.use({ reducedMotion: 'reduce' });

for (const viewport of [phoneSizes.phone, desktopSizes.wide]) {
  test.describe(`the message composer at ${viewport.width} px`, () => {
    test.use({
      viewport,
      hasTouch: viewport.width < 1024,
      permissions: ['clipboard-read', 'clipboard-write'],
    });

    test('describes the message on the field: encoding, characters, parts and room left', async ({
      page,
    }) => {
      await page.goto('/services/sms');
      await partsField(page).focus();
      await tabTo(page, field(page));
      await expect(field(page)).toHaveAccessibleDescription(
        'GSM-7 until you type: up to 160 characters fit in one part.',
      );

      await page.keyboard.type('a'.repeat(160));
      await expect(field(page)).toHaveAccessibleDescription(
        'GSM-7: 160 characters, 1 part, room for 0 more in the last part.',
      );
      await page.keyboard.type('a');
      await expect(field(page)).toHaveAccessibleDescription(
        'GSM-7: 161 characters, 2 parts, room for 145 more in the last part.',
      );
      // An extension character counts two.
      await page.keyboard.type('€');
      await expect(field(page)).toHaveAccessibleDescription(
        'GSM-7: 163 characters, 2 parts, room for 143 more in the last part.',
      );
      await expect(charactersList(page)).toHaveCount(0);
      await expect(estimator(page).getByText(composer.characters.none)).toBeVisible();

      await field(page).fill('नमस्ते, आपका OTP 4821 है।');
      await expect(field(page)).toHaveAccessibleDescription(
        'Unicode: 25 characters, 1 part, room for 45 more in the last part.',
      );
      await expect(charactersList(page).getByRole('listitem')).toHaveText([
        /^Devanagari \(Hindi, Marathi\) letters/,
        /^। danda \(full stop\)/,
      ]);
      await expectUsable(page, viewport);
    });

    test('announces the summary once typing pauses, not on every keystroke', async ({ page }) => {
      await page.goto('/services/sms');
      const live = page.locator('#message-composer').getByRole('status');
      await field(page).focus();
      const changes = await page.evaluate(() => {
        const region = document.querySelector('#message-composer [role="status"]')!;
        const seen: string[] = [];
        new MutationObserver(() => seen.push(region.textContent ?? '')).observe(region, {
          childList: true,
          characterData: true,
          subtree: true,
        });
        (window as unknown as { seen: string[] }).seen = seen;
        return seen.length;
      });
      expect(changes).toBe(0);
      await page.keyboard.type('Your code is 4821', { delay: 60 });
      await expect(live).toHaveText(
        'GSM-7: 17 characters, 1 part, room for 143 more in the last part.',
      );
      const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
      expect(seen).toEqual(['GSM-7: 17 characters, 1 part, room for 143 more in the last part.']);
    });

    test('replaces the characters that force Unicode one at a time, by keyboard', async ({
      page,
    }) => {
      await page.goto('/services/sms');
      await page.evaluate((text) => navigator.clipboard.writeText(text), pasted);
      await field(page).focus();
      await page.keyboard.press('ControlOrMeta+V');
      await expect(field(page)).toHaveValue(pasted);
      await expect(field(page)).toHaveAccessibleDescription(
        'Unicode: 150 characters, 3 parts, room for 51 more in the last part.',
      );
      await expect(charactersList(page).getByRole('listitem')).toHaveText([
        /^’ right single quotation mark\s*once/,
        /^– en dash\s*once/,
      ]);
      await expect(estimator(page).locator('mark')).toHaveText(['’', '–']);
      await expectUsable(page, viewport);

      const apostrophe = page.getByRole('button', {
        name: "Replace with ' (’ right single quotation mark)",
      });
      await tabTo(page, apostrophe);
      await page.keyboard.press('Enter');
      await expect(field(page)).toBeFocused();
      await expect(field(page)).toHaveValue(pasted.replace('’', "'"));
      await expect(field(page)).toHaveAccessibleDescription(
        'Unicode: 150 characters, 3 parts, room for 51 more in the last part.',
      );

      const dash = page.getByRole('button', { name: 'Replace with - (– en dash)' });
      await tabTo(page, dash);
      await page.keyboard.press('Space');
      await expect(field(page)).toHaveValue(pasted.replace('’', "'").replace('–', '-'));
      await expect(field(page)).toHaveAccessibleDescription(
        'GSM-7: 150 characters, 1 part, room for 10 more in the last part.',
      );
      await expect(estimator(page).getByText(composer.characters.none)).toBeVisible();
      await expectUsable(page, viewport);
    });

    test('replaces them all in one click', async ({ page }) => {
      await page.goto('/services/sms');
      await field(page).fill(`${pasted} “Sale”…`);
      await expect(field(page)).toHaveAccessibleDescription(
        'Unicode: 158 characters, 3 parts, room for 43 more in the last part.',
      );
      await page.getByRole('button', { name: 'Replace them all with GSM-7 characters' }).click();
      await expect(field(page)).toHaveValue(
        "Hi Priya, your order #4821 is packed and will reach you by Friday 6pm. We're here 9am-10pm " +
          'if you need help. Reply STOP to unsubscribe. Lantern Retail "Sale"...',
      );
      await expect(field(page)).toHaveAccessibleDescription(
        'GSM-7: 160 characters, 1 part, room for 0 more in the last part.',
      );
    });

    test('fills the field with each example, and the summary follows', async ({ page }) => {
      await page.goto('/services/sms');
      const examples: [string, string, RegExp[]][] = [
        ['OTP in English', 'GSM-7: 108 characters, 1 part, room for 52 more in the last part.', []],
        [
          'Order update in Hindi',
          `Unicode: 102 characters, 2 parts, room for 32 more in the last part. ${composer.linkNote}`,
          [/^Devanagari \(Hindi, Marathi\) letters\s*62 characters/, /^। danda/],
        ],
        [
          'Appointment reminder in Tamil',
          'Unicode: 107 characters, 2 parts, room for 27 more in the last part.',
          [/^Tamil letters\s*74 characters/],
        ],
        [
          'Offer with an emoji',
          `Unicode: 91 characters, 2 parts, room for 43 more in the last part. ${composer.linkNote}`,
          [/^emoji 🎉\s*once/],
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
        const text = Object.values(composer.examples).find((example) => example.label === label);
        await expect(field(page)).toHaveValue(text!.text);
        await expect(field(page)).toHaveAccessibleDescription(summary);
        if (rows.length) await expect(charactersList(page).getByRole('listitem')).toHaveText(rows);
        else await expect(charactersList(page)).toHaveCount(0);
      }
      await expectUsable(page, viewport);
    });

    test('counts each DLT variable as the 30 characters it may hold, and notes links', async ({
      page,
    }) => {
      await page.goto('/services/sms');
      await field(page).focus();
      // 53 characters as typed; 99 once each variable holds 30.
      await page.keyboard.type('Dear {#var#}, your order {#var#} is out for delivery.');
      await expect(field(page)).toHaveAccessibleDescription(
        'GSM-7 with 2 variables: up to 99 characters, up to 1 part once filled, ' +
          'room for 61 more in the last part.',
      );
      await expect(estimator(page).getByText(composer.linkNote)).toHaveCount(0);

      // 59 septets as typed, one part; 185 characters once filled, two.
      await field(page).fill('{#var#} {#var#} {#var#} {#var#} {#var#} {#var#}');
      await expect(field(page)).toHaveAccessibleDescription(
        'GSM-7 with 6 variables: up to 185 characters, up to 2 parts once filled, ' +
          'room for 121 more in the last part.',
      );
      await expect(page.getByRole('button', { name: 'Use 2 parts in the estimate' })).toBeVisible();

      // Unicode: 47 UTF-16 units as typed, 93 once filled (67 + 26).
      await field(page).fill('नमस्ते {#var#}, आपका ऑर्डर {#var#} आज पहुँचेगा।');
      await expect(field(page)).toHaveAccessibleDescription(
        'Unicode with 2 variables: up to 93 characters, up to 2 parts once filled, ' +
          'room for 41 more in the last part.',
      );

      // Only {#var#} itself is a variable: the rest counts as typed.
      await field(page).fill('Dear {#VAR#}, code {#va');
      await expect(field(page)).toHaveAccessibleDescription(
        'GSM-7: 26 characters, 1 part, room for 134 more in the last part.',
      );

      await field(page).fill('Track it at https://example.in/t/1');
      await expect(field(page)).toHaveAccessibleDescription(
        'GSM-7: 34 characters, 1 part, room for 126 more in the last part. ' +
          'A link in an SMS must be whitelisted on DLT, or operators block the message ' +
          '(TRAI, since 1 October 2024).',
      );
      await expect(estimator(page).getByText(composer.linkNote)).toBeVisible();
      await expectUsable(page, viewport);

      await field(page).fill('Track it in the app');
      await expect(field(page)).toHaveAccessibleDescription(
        'GSM-7: 19 characters, 1 part, room for 141 more in the last part.',
      );
      await expect(estimator(page).getByText(composer.linkNote)).toHaveCount(0);
    });

    test('the template example puts its parts once filled in the estimate', async ({ page }) => {
      await page.goto('/services/sms');
      await estimator(page).getByLabel(estimatorCopy.items.sms.transactional).fill('100000');
      await expect(total(page)).toContainText('₹17,000.00');

      // 148 septets as typed (1 part), 190 once filled (2 parts): the estimate takes 2.
      await page.getByRole('button', { name: 'DLT template with two variables' }).click();
      await expect(field(page)).toHaveValue(
        'Dear {#var#}, your Lantern Retail order {#var#} is out for delivery and will reach you ' +
          'today. Track your orders at lntr.in/orders or reply HELP.',
      );
      await page.getByRole('button', { name: 'Use 2 parts in the estimate' }).click();
      await expect(partsField(page)).toHaveValue('2');
      await expect(partsField(page)).toBeFocused();
      const row = estimator(page).getByRole('row', { name: estimatorCopy.items.sms.transactional });
      await expect(row).toContainText('2,00,000 (1,00,000 × 2 parts)');
      await expect(total(page)).toContainText('₹34,000.00');
      await expect(total(page)).toContainText('₹40,120.00');
      await expect(page).toHaveURL(/\/services\/sms\?transactional=100000&parts=2$/);
    });

    test('the estimate follows the parts per message, set in the field or by the composer', async ({
      page,
    }) => {
      await page.goto('/services/sms');
      await estimator(page).getByLabel(estimatorCopy.items.sms.transactional).fill('100000');
      await expect(total(page)).toContainText('₹17,000.00');

      await partsField(page).selectOption('2');
      await expect(total(page)).toContainText('₹34,000.00');
      const row = estimator(page).getByRole('row', { name: estimatorCopy.items.sms.transactional });
      await expect(row).toContainText('2,00,000 (1,00,000 × 2 parts)');
      await expect(row).toContainText('Growth');
      await expect(row).toContainText('₹0.17');
      await expect(page).toHaveURL(/\/services\/sms\?transactional=100000&parts=2$/);

      await partsField(page).selectOption('3');
      await expect(total(page)).toContainText('₹45,000.00');
      await expect(row).toContainText('3,00,000 (1,00,000 × 3 parts)');
      await expect(row).toContainText('Scale');
      await expect(row).toContainText('₹0.15');

      // A 161-character message is 2 parts: the composer puts them in the estimate.
      await field(page).fill('a'.repeat(161));
      const use = page.getByRole('button', { name: 'Use 2 parts in the estimate' });
      await tabTo(page, use, 3);
      await page.keyboard.press('Enter');
      await expect(partsField(page)).toBeFocused();
      await expect(partsField(page)).toHaveValue('2');
      await expect(partsField(page)).toBeInViewport();
      await expect(total(page)).toContainText('₹34,000.00');
      await expect(total(page)).toBeInViewport();
      await expect(row).toContainText('Growth');

      await page.reload();
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      await expect(partsField(page)).toHaveValue('2');
      await expect(total(page)).toContainText('₹34,000.00');
      await expectUsable(page, viewport);
    });
  });
}
