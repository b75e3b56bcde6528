import { expect, test, type Locator, type Page } from './support/test';
import { demoValues, fillDemoForm } from './support/demo-request';
import { messages } from '@/content/messages';
import { grievanceContact } from '@/content/privacy-notice';
import { site } from '@/content/site';

// A form the page's script has not taken over (JavaScript off, or a phone still loading it) is
// sent by the browser itself: by GET it would put every field in the page's URL, and so in the
// history, the access logs and the next Referer. Every form that takes personal data must send
// nothing before its script runs (components/forms/personal-data-form.tsx).

const address = 'asha.rao+privacy@example.com';
const { name, mobile } = demoValues(address);

/** A value as a URL or a form body could hold it: raw, percent-encoded, form-encoded. */
function spellings(value: string) {
  return [
    value,
    encodeURIComponent(value),
    new URLSearchParams({ v: value }).toString().slice('v='.length),
  ].map((spelling) => spelling.toLowerCase());
}

/**
 * Watches every request the page makes (its URL, headers such as Referer, and body) and every
 * URL it shows; `leaks()` names each that carries one of `values`, raw or percent-encoded.
 */
function watch(page: Page, values: string[]) {
  const seen: { what: string; parts: Record<string, string> }[] = [];
  page.on('request', (request) => {
    seen.push({
      what: `${request.method()} ${request.url()}`,
      parts: { url: request.url(), body: request.postData() ?? '', ...request.headers() },
    });
  });
  page.on('framenavigated', (frame) => seen.push({ what: 'shown', parts: { url: frame.url() } }));
  const carries = (text: string) =>
    values.some((value) => spellings(value).some((s) => text.toLowerCase().includes(s)));
  return {
    leaks() {
      return [...seen, { what: 'shown at the end', parts: { url: page.url() } }].flatMap(
        ({ what, parts }) => {
          const where = Object.keys(parts).filter((part) => carries(parts[part]!));
          return where.length > 0 ? [`${what}: in its ${where.join(', ')}`] : [];
        },
      );
    },
  };
}

type PersonalForm = {
  path: string;
  /** The fields a visitor types into, in which Enter would submit the form. */
  fill(page: Page): Promise<Locator[]>;
  submit(page: Page): Locator;
  note: string;
  values: string[];
  /** Once the page has hydrated, the form works with what was typed before. */
  worksOnceHydrated(page: Page): Promise<void>;
};

const newsletter = messages.Newsletter;
const newsletterForm = (path: string): PersonalForm => ({
  path,
  async fill(page) {
    const email = page
      .getByRole('form', { name: newsletter.title })
      .getByRole('textbox', { name: newsletter.emailLabel });
    await email.fill(address);
    return [email];
  },
  submit: (page) =>
    page
      .getByRole('form', { name: newsletter.title })
      .getByRole('button', { name: newsletter.submit }),
  note: newsletter.needsJavaScript,
  values: [address],
  async worksOnceHydrated(page) {
    const form = page.getByRole('form', { name: newsletter.title });
    await form.getByRole('button', { name: newsletter.submit }).click();
    await expect(form.getByRole('status')).toHaveAttribute('data-type', 'success');
  },
});

const notify = messages.ComingSoon.form;
const erasure = messages.ErasureRequest;
const demo = messages.DemoRequestForm;
const forms: PersonalForm[] = [
  newsletterForm('/'),
  {
    path: '/privacy-notice',
    async fill(page) {
      const email = page.getByRole('form', { name: erasure.title }).getByLabel(erasure.emailLabel);
      await email.fill(address);
      return [email];
    },
    submit: (page) =>
      page.getByRole('form', { name: erasure.title }).getByRole('button', { name: erasure.submit }),
    note: erasure.needsJavaScript.replace('{email}', grievanceContact.email),
    values: [address],
    async worksOnceHydrated(page) {
      await expect(this.submit(page)).toBeEnabled();
    },
  },
  {
    path: '/soon',
    async fill(page) {
      const email = page.getByRole('textbox', { name: notify.email });
      await email.fill(address);
      return [email];
    },
    submit: (page) => page.getByRole('button', { name: notify.submit }),
    note: notify.needsJavaScript,
    values: [address],
    async worksOnceHydrated(page) {
      await expect(page.getByRole('button', { name: notify.submit })).toBeEnabled();
    },
  },
  {
    path: '/contact',
    async fill(page) {
      await fillDemoForm(page, demoValues(address));
      const { fields: f } = demo;
      return [f.name.label, f.email.label, f.mobile.label, f.demoDate.label].map((label) =>
        page.getByLabel(label),
      );
    },
    submit: (page) => page.getByRole('button', { name: demo.submit }),
    note: demo.needsJavaScript.replace('{email}', site.email),
    values: [address, name, mobile],
    async worksOnceHydrated(page) {
      // Enabled only once every field is valid: the form took each value typed before.
      await expect(page.getByRole('button', { name: demo.submit })).toBeEnabled();
    },
  },
];

/** Enter in each field, then a click on the submit button: nothing is sent, the page stays. */
async function tryToSend(page: Page, form: PersonalForm) {
  const watched = watch(page, form.values);
  const fields = await form.fill(page);
  for (const field of fields) await field.press('Enter');
  // A real click at the button's place, as a visitor's; Playwright would wait for it to enable.
  await form.submit(page).click({ force: true });
  // A submission would have started its request at once; give it time to show.
  await page.waitForTimeout(500);
  expect(watched.leaks()).toEqual([]);
  expect(new URL(page.url()).pathname).toBe(form.path);
  expect(new URL(page.url()).search).toBe('');
  await expect(fields[0]!).not.toHaveValue('');
  // How: the button is disabled until the page has hydrated, and the form's method is POST.
  await expect(form.submit(page)).toBeDisabled();
  await expect(form.submit(page).locator('xpath=ancestor::form')).toHaveAttribute('method', 'post');
}

test.describe('without JavaScript, a form that takes personal data sends nothing', () => {
  test.use({ javaScriptEnabled: false });

  for (const form of forms) {
    test(`${form.path}: Enter and the button leave no address in a request or a URL`, async ({
      page,
    }) => {
      await page.goto(form.path);
      await tryToSend(page, form);
      await expect(page.getByText(form.note, { exact: true })).toBeVisible();
    });
  }
});

test.describe('before the page has hydrated, a form that takes personal data sends nothing', () => {
  for (const form of forms) {
    test(`${form.path}: Enter and the button send nothing until the script runs`, async ({
      page,
    }) => {
      // The page's scripts are held back until the visitor has tried to send the form.
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      // A script's URL ends in the build's deployment id (`?dpl=…`).
      const isScript = (url: URL) =>
        url.pathname.startsWith('/_next/static/') && url.pathname.endsWith('.js');
      await page.route(isScript, async (route) => {
        await released;
        await route.continue();
      });
      const loaded = page.goto(form.path, { waitUntil: 'domcontentloaded' });
      await tryToSend(page, form);
      await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
      // The note is for a browser without JavaScript only.
      await expect(page.getByText(form.note, { exact: true })).toBeHidden();
      release();
      await loaded;
      await form.worksOnceHydrated(page);
    });
  }
});
