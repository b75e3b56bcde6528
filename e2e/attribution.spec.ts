import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { demoValues, fillDemoForm } from './support/demo-request';
import { uniqueMarker, upstreamRequests } from '@/testing/upstream';
import { messages } from '@/content/messages';

const nav = messages.Navigation;
const form = messages.DemoRequestForm;
const newsletter = messages.Newsletter;
const DAY_MS = 24 * 60 * 60 * 1000;

test.use({ viewport: { width: 1280, height: 800 } });

async function sendDemoRequest(page: Page, email: string) {
  await fillDemoForm(page, demoValues(email));
  await page.getByRole('button', { name: form.submit }).click();
  await expect(page.getByRole('heading', { name: form.success.title })).toBeVisible();
}

async function subscribe(page: Page, email: string) {
  const cta = page.locator('section[data-cta-type]').first();
  await cta.getByRole('textbox', { name: newsletter.emailLabel }).fill(email);
  await cta.getByRole('button', { name: newsletter.submit }).click();
  await expect(cta.getByRole('status')).toHaveAttribute('data-type', 'success');
}

test.describe('attribution', () => {
  test('a demo request carries the ad landing it came from; a later landing becomes the last touch', async ({
    page,
  }) => {
    const start = Date.now();
    await page.clock.install({ time: start });
    await page.goto(
      '/services/whatsapp?utm_source=google&utm_medium=cpc&utm_campaign=wa-q4&gclid=abc123',
    );
    await page
      .getByRole('navigation', { name: nav.mainLabel })
      .getByRole('link', { name: nav.getInTouch })
      .click();
    await expect(page).toHaveURL('/contact');

    const demo = uniqueMarker('attribution');
    await sendDemoRequest(page, `${demo}@example.in`);
    const [request] = await upstreamRequests(demo);
    const sent = JSON.parse(request?.body ?? '{}');
    expect(sent.attribution.first).toMatchObject({
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'wa-q4',
      gclid: 'abc123',
      landingPath: '/services/whatsapp',
    });
    expect(sent.attribution.last).toEqual(sent.attribution.first);
    expect(sent.attribution.formPath).toBe('/contact');

    // A sales rep's link, a day later: the ad stays the first touch, the rep is the last.
    await page.clock.setSystemTime(start + DAY_MS);
    await page.goto('/?ref=rep-17');
    const subscriber = uniqueMarker('attribution');
    await subscribe(page, `${subscriber}@example.in`);
    const [subscription] = await upstreamRequests(subscriber);
    const query = new URL(subscription?.url ?? '', 'http://upstream').searchParams;
    expect(query.get('attribution.first.utm_source')).toBe('google');
    expect(query.get('attribution.first.gclid')).toBe('abc123');
    expect(query.get('attribution.first.landingPath')).toBe('/services/whatsapp');
    expect(query.get('attribution.last.ref')).toBe('rep-17');
    expect(query.get('attribution.last.landingPath')).toBe('/');
    expect(query.get('attribution.last.utm_source')).toBeNull();
    expect(Date.parse(query.get('attribution.last.at') ?? '')).toBeGreaterThanOrEqual(
      start + DAY_MS,
    );
  });

  test.describe('with browser storage blocked', () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript(() => {
        Object.defineProperty(window, 'localStorage', {
          get() {
            throw new DOMException('The operation is insecure.', 'SecurityError');
          },
        });
      });
    });

    test('both forms still send', async ({ page }) => {
      await page.goto('/?utm_source=google');
      const subscriber = uniqueMarker('nostorage');
      await subscribe(page, `${subscriber}@example.in`);
      expect(await upstreamRequests(subscriber)).toHaveLength(1);

      await page.goto('/contact?ref=rep-9');
      const demo = uniqueMarker('nostorage');
      await sendDemoRequest(page, `${demo}@example.in`);
      const [request] = await upstreamRequests(demo);
      expect(JSON.parse(request?.body ?? '{}').attribution).toEqual({ formPath: '/contact' });
    });
  });
});
