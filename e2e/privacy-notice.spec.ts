import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test';
import { decode } from './support/html';
import { hindiMessages, messages, type Language } from '@/content/messages';
import { grievanceContact } from '@/content/privacy-notice';
import { paths } from '@/content/routes';
import { site } from '@/content/site';
import { endpoints } from '@/lib/http/endpoints';
import { startSiteServer } from '@/testing/site-server';

// The privacy notice (issue 38): complete and true in English and Hindi, named by both forms, and
// the erasure form and confirmation page, their endpoints answered inside the browser.

const copyIn = { en: messages, hi: hindiMessages } as const;
const noticePath = { en: paths.privacyNotice, hi: paths.privacyNoticeHindi } as const;
const erasurePath = { en: paths.erasure, hi: paths.erasureHindi } as const;
const langOf = { en: 'en-IN', hi: 'hi' } as const;

/**
 * The text of a page's HTML as served, without its tags and scripts: what a crawler or a reader
 * without JavaScript gets (a closed <details> included).
 */
async function servedText(page: Page, path: string): Promise<string> {
  const response = await page.request.get(path);
  expect(response.status(), path).toBe(200);
  const html = (await response.text()).replace(/<script\b[\s\S]*?<\/script>/g, ' ');
  return decode(html.replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ');
}

/**
 * What each notice must name beside its items, recipients and choices: the rights, and whom to
 * ask (content/privacy-notice.test.ts checks it names every field the forms send).
 */
const required = {
  en: [
    'Withdraw your consent',
    'Grievance Officer',
    grievanceContact.email,
    site.address.street,
    'Data Protection Board of India',
  ],
  hi: [
    'सहमति वापस लें',
    'शिकायत अधिकारी',
    grievanceContact.email,
    site.address.street,
    'डेटा संरक्षण बोर्ड',
  ],
} satisfies Record<Language, string[]>;

/**
 * What the full notice adds: how long, in the running server's settings (LEAD_RETENTION_DAYS's
 * default, 30), nomination, the 90-day answer, the Board online, no other's script.
 */
const noticeOnly = {
  en: [
    '30 more days',
    'nominate one or more',
    'within 90 days',
    'filed online',
    'No other company',
  ],
  hi: ['30 दिन और', 'नामनिर्देशन', '90 दिन में', 'भारतीय डेटा संरक्षण बोर्ड', 'किसी दूसरी कंपनी की'],
} satisfies Record<Language, string[]>;

test.describe('the privacy notice', () => {
  for (const language of ['en', 'hi'] as const) {
    test(`${noticePath[language]} names every item, recipient, retention and right, in <html lang="${langOf[language]}">`, async ({
      page,
    }) => {
      const text = await servedText(page, noticePath[language]);
      for (const words of [...required[language], ...noticeOnly[language]]) {
        expect(text, words).toContain(words);
      }
      const notice = copyIn[language].PrivacyNotice;
      for (const item of Object.values(notice.visitItems)) expect(text).toContain(item);
      for (const recipient of Object.values(notice.recipients)) expect(text).toContain(recipient);
      for (const choice of Object.values(notice.choices.items)) {
        expect(text).toContain(choice.name);
        expect(text).toContain(choice.allows);
      }

      await page.goto(noticePath[language]);
      await expect(page.locator(`html[lang="${langOf[language]}"]`)).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(notice.title);
      // The site's own parts stay English, and say so.
      expect(
        await page
          .getByRole('contentinfo')
          .evaluate((el) => el.closest('[lang]')?.getAttribute('lang')),
      ).toBe('en-IN');
    });
  }

  test('states the settings its server was started with, in both languages', async ({ page }) => {
    const server = await startSiteServer({ LEAD_RETENTION_DAYS: '7', RECIPIENT_COPY_DAYS: '90' });
    try {
      const en = await servedText(page, `${server.url}${noticePath.en}`);
      expect(en).toContain('then 7 more days');
      expect(en).toContain('copies for at most 90 days');
      const hi = await servedText(page, `${server.url}${noticePath.hi}`);
      expect(hi).toContain('7 दिन और');
      expect(hi).toContain('ज़्यादा से ज़्यादा 90 दिन तक');
    } finally {
      await server.stop();
    }
  });

  test('each language’s notice links to the other, which is served in its own language', async ({
    page,
  }) => {
    await page.goto(paths.privacyNotice);
    for (const [from, to] of [
      ['en', 'hi'],
      ['hi', 'en'],
    ] as const) {
      const link = page.getByRole('link', { name: copyIn[from].PrivacyNotice.otherLanguage });
      await expect(link).toHaveAttribute('hreflang', langOf[to]);
      await expect(link).toHaveAttribute('lang', langOf[to]);
      await link.click();
      await expect(page).toHaveURL(noticePath[to]);
      await expect(page.locator('html')).toHaveAttribute('lang', langOf[to]);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        copyIn[to].PrivacyNotice.title,
      );
    }
  });

  test("/contact's HTML names the same, and the newsletter links to the notice", async ({
    page,
  }) => {
    const contact = await servedText(page, paths.contact);
    for (const words of required.en) expect(contact, words).toContain(words);
    // Prerendered, it states no setting: how long is the full notice's, a link away.
    expect(contact).not.toMatch(/more days?\b/);
    await page.goto(paths.contact);
    await expect(
      page.getByRole('link', { name: 'the full privacy notice', exact: true, includeHidden: true }),
    ).toHaveAttribute('href', `${paths.privacyNotice}#demoRequest`);
    for (const choice of Object.values(messages.PrivacyNotice.choices.items)) {
      expect(contact).toContain(choice.allows);
    }

    await page.goto('/services/sms');
    const link = page
      .locator('section[data-cta-type]')
      .getByRole('link', { name: messages.FormNotice.newsletterLink });
    await expect(link).toHaveAttribute('href', paths.privacyNotice);
  });

  for (const viewport of [
    { width: 320, height: 640 },
    { width: 1280, height: 800 },
  ]) {
    test(`/contact says what happens to the data under its button, its notice opens and passes axe, at ${viewport.width} px`, async ({
      page,
    }) => {
      const short = messages.FormNotice;
      await page.setViewportSize(viewport);
      await page.goto(paths.contact);
      const notice = await page.getByText(short.demoRequest).boundingBox();
      const button = await page
        .getByRole('button', { name: messages.DemoRequestForm.submit })
        .boundingBox();
      expect(notice!.y).toBeGreaterThan(button!.y + button!.height - 1);
      // The form's part of the notice opens under it, the rights and the Grievance Officer too.
      const board = page.getByText(messages.PrivacyNotice.rights.board);
      await expect(board).toBeHidden();
      await page.getByText(short.summary).click();
      await expect(board).toBeVisible();
      await expect(page.getByRole('link', { name: short.fullNotice })).toHaveAttribute(
        'href',
        paths.privacyNotice,
      );
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual(
        [],
      );
    });
  }
});

// e2e/erasure.spec.ts asks and confirms against real servers, in both languages; here, the
// answers a real server gives only under load or failure.
test('the erasure form checks the address first, and says when there are too many requests or a failure', async ({
  page,
}) => {
  const copy = messages.ErasureRequest;
  let status = 429;
  const bodies: unknown[] = [];
  await page.route(`**${endpoints.erasureRequest}`, (route) => {
    bodies.push(route.request().postDataJSON());
    return route.fulfill({ status, json: { statusCode: status, message: 'no' } });
  });
  await page.goto(paths.privacyNotice);
  const form = page.getByRole('form', { name: copy.title });
  const field = form.getByLabel(copy.emailLabel);
  const send = form.getByRole('button', { name: copy.submit });
  const answer = form.getByRole('status');

  await field.fill('not-an-address');
  await send.click();
  await expect(answer).toHaveText(copy.invalidEmail);
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(bodies).toEqual([]);

  await field.fill('asha.rao+privacy@example.com');
  await field.press('Enter');
  await expect(answer).toHaveText(copy.answers.tooMany);

  status = 503;
  await send.click();
  await expect(answer).toHaveText(copy.answers.failed.replace('{email}', grievanceContact.email));
  expect(bodies).toHaveLength(2);
});

test.describe('the erasure confirmation page', () => {
  // 32 bytes, base64url: the shape of a link's token (lib/forms/erasure-token.ts).
  const token = 'q0ZkN3u8lJ7Xb1V2c9WmR4tYp6sHa5dEg2fKj8LoQiU';

  for (const language of ['en', 'hi'] as const) {
    const copy = copyIn[language].ErasureConfirmation;
    test(`${erasurePath[language]} without a token says the link is incomplete and sends nothing; a failed confirmation may be tried again`, async ({
      page,
    }) => {
      const bodies: unknown[] = [];
      await page.route(`**${endpoints.erasureConfirm}`, (route) => {
        bodies.push(route.request().postDataJSON());
        return route.fulfill({ status: 503, json: { statusCode: 503, message: 'store down' } });
      });
      for (const fragment of ['', '#token=', '#token=too-short', '#other=1']) {
        // From another page: a change of the fragment alone would not load the page again.
        await page.goto(noticePath[language]);
        await page.goto(`${erasurePath[language]}${fragment}`);
        await expect(page.locator('[data-outcome="incomplete"]')).toHaveText(
          copy.outcomes.incomplete,
        );
        await expect(page.getByRole('button', { name: copy.confirm })).toHaveCount(0);
        await expect(page.getByRole('link', { name: copy.askAgain })).toHaveAttribute(
          'href',
          `${noticePath[language]}#erase`,
        );
      }
      expect(bodies).toEqual([]);

      await page.goto(noticePath[language]);
      await page.goto(`${erasurePath[language]}#token=${token}`);
      await page.evaluate(() => localStorage.setItem('sd-attribution', '{"first":{}}'));
      await page.getByRole('button', { name: copy.confirm }).click();
      await expect(page.locator('[data-outcome="failed"]')).toHaveText(copy.outcomes.failed);
      await expect(page.locator('[data-outcome="failed"]')).toBeFocused();
      expect(bodies).toEqual([{ token }]);
      expect(await page.evaluate(() => localStorage.getItem('sd-attribution'))).toBe(
        '{"first":{}}',
      );
      await expect(page.getByRole('link', { name: copy.askAgain })).toHaveCount(0);
      await expect(page.getByRole('button', { name: copy.confirm })).toHaveCount(1);
    });
  }

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('says confirming needs it', async ({ page }) => {
      await page.goto(`${paths.erasure}#token=${token}`);
      await expect(
        page.getByText(messages.ErasureConfirmation.needsJavaScript, { exact: true }),
      ).toBeVisible();
    });
  });
});
