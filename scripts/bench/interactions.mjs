// Interaction to Next Paint in the lab: each interactive page loaded on a phone's viewport at 4x
// CPU and driven as a visitor drives it, its interactions read with the Event Timing API (an
// interaction lasts from the input to the next paint after its handlers). Three ways per page:
// by touch; by mouse and keyboard on the same viewport (hover and focus restyles count); and its
// first control tapped right after hydration, with no settling, scrolled to while the page loads
// (a control off the screen cannot be tapped, and a tap that first jumps the page 5,000 px pays
// for drawing what it jumps to). Each way's figure is the worst interaction of a visit, median of
// the visits.
import { chromium } from '@playwright/test';
import { chromiumFlags } from '../../testing/find-browser.mjs';
import { importTypeScript } from '../typescript.mjs';

const { messages } = await importTypeScript('content/messages/index.ts');
const { paths } = await importTypeScript('content/routes.ts');
const { Navigation: nav, Home: home, Faq: faq, Estimator: estimator } = messages;

// A phone's viewport at the pixel ratio of Lighthouse's mobile emulation: at 3, this machine's
// software raster cost more than the pages' own work.
const screen = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 1.75 };
const phone = { ...screen, isMobile: true, hasTouch: true };
export const ways = { touch: phone, mouse: screen, early: phone };

/** A quick typist's pause between keys; a phone's keyboard sliding up; a glance at a widget. */
const KEY_DELAY_MS = 100;
const KEYBOARD_MS = 300;
const GLANCE_MS = 500;

/** Runs before the page's scripts: keeps the duration of every event of an interaction. */
function observeInteractions() {
  window.__durations = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId) window.__durations.push(entry.duration);
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

/** Two frames and a pause: the last interaction's entries have been observed. */
const settle = (page) =>
  page.evaluate(
    () =>
      new Promise((done) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 100))),
      ),
  );

/** Acts: a tap or click on `at`; with `text`, then typed key after key; with `key`, one key. */
const press = (name, at, options) => ({ name, at, ...options });
const type = (name, at, text) => ({ name, at, text });
const button = (scope, name, exact) => scope.getByRole('button', { name, exact });

const menu = (page) => {
  const inMenu = (name) => button(page.locator('#mobile-menu'), name);
  return [
    press('menu: open', button(page, nav.openMenu)),
    press('menu: services', inMenu(nav.services)),
    press('menu: group', inMenu(nav.communicationServices)),
    press('menu: group', inMenu(nav.customDevelopment)),
    press('menu: close', button(page, nav.closeMenu)),
  ];
};

const estimatorActs = (channel, volumes) => (page) =>
  Object.entries(volumes).map(([item, volume]) => {
    const field = page.locator('#estimator').getByLabel(estimator.items[channel][item]);
    return type(`estimator: ${item}`, field, volume);
  });

/** The bare page's floor: the same acts on its menu button and its field. */
export const BARE = 'bare Next.js page';

/** What a visitor does on each interactive page, the mobile menu last. */
export const scenarios = {
  [BARE]: (page) => [
    press('menu: open', button(page, 'Menu')),
    type('field', page.getByLabel('Volume'), '100000'),
    press('menu: close', button(page, 'Menu')),
  ],
  [paths.home]: (page) => {
    const tabs = page.getByRole('tablist', { name: home.services.tabsLabel });
    const tab = (name) => tabs.getByRole('tab', { name: home.services.categories[name] });
    const carousel = page.getByRole('region', { name: home.testimonials.carouselLabel });
    const step = (name) => button(carousel, name, true);
    return [
      press('tab', tab('digital')),
      press('tab', tab('communication')),
      press('carousel: next', step(home.testimonials.next)),
      press('carousel: next', step(home.testimonials.next)),
      press('carousel: previous', step(home.testimonials.previous)),
      press('carousel: dot', step('Show testimonial 1 of 3')),
    ];
  },
  [paths.faq]: (page) => {
    const categories = page.getByRole('navigation', { name: faq.categoriesLabel });
    const question = page.locator('main h3 > button:visible').first();
    return [
      press('faq: category', button(categories, faq.categories.communication)),
      press('faq: open', question),
      press('faq: close', question),
      type('faq: search', page.getByLabel(faq.searchLabel), 'price'),
    ];
  },
  [paths.sms]: (page) => {
    const composer = page.locator('#message-composer');
    const { label, examples } = messages.MessageComposer;
    const message = composer.getByRole('textbox', { name: label });
    return [
      ...estimatorActs('sms', { transactional: '100000', promotional: '25000' })(page),
      press('estimator: parts', page.getByLabel(estimator.parts.label), { key: 'ArrowDown' }),
      ...Object.values(examples).map((example) =>
        press('composer: example', button(composer, example.label)),
      ),
      type('composer: typing', message, ' Order #4821, 9am–10pm.'),
      press('composer: use parts', button(composer, /^Use \d+ parts?/)),
    ];
  },
  [paths.voice]: estimatorActs('voice', { outbound: '12000', inbound: '3000' }),
  [paths.email]: estimatorActs('email', { emails: '1000000' }),
  [paths.whatsapp]: estimatorActs('whatsapp', { marketing: '1000', utility: '2000' }),
  [paths.contact]: (page) => {
    const { fields, submit } = messages.DemoRequestForm;
    const field = (name) => page.getByLabel(fields[name].label);
    return [
      type('contact: name', field('name'), 'A'),
      type('contact: email', field('email'), 'asha@'),
      type('contact: mobile', field('mobile'), '98765'),
      press('contact: subject', field('subject'), { key: 'ArrowDown' }),
      type('contact: message', field('message'), 'Too short'),
      // Invalid, so the button is disabled: the tap lands and nothing is sent.
      press('contact: submit', button(page, submit), { force: true }),
    ];
  },
  [paths.soon]: (page) => [
    type('notify: email', page.getByLabel(messages.ComingSoon.form.email), 'asha@example.com'),
    press('notify: submit', button(page, messages.ComingSoon.form.submit)),
  ],
  '/quote/sms?transactional=100000&parts=2': (page) => [
    press('quote: share', button(page, estimator.share.copy)),
  ],
};

async function act(page, { at, text, key, force }, way) {
  if (key) {
    await at.focus();
    return at.press(key);
  }
  await (way === 'mouse' ? at.click({ force }) : at.tap({ force }));
  if (text) {
    await page.waitForTimeout(KEYBOARD_MS);
    await at.pressSequentially(text, { delay: KEY_DELAY_MS });
  }
}

/** One visit, driven one way: resolves with its worst interaction, `{ ms, act }`. */
async function visit(browser, name, url, way) {
  const context = await browser.newContext(ways[way]);
  try {
    await context.addInitScript(observeInteractions);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const acts = [...scenarios[name](page), ...(name === BARE ? [] : menu(page))];
    await page.goto(url, { waitUntil: way === 'early' ? 'domcontentloaded' : 'load' });
    if (way === 'early') await acts[0].at.scrollIntoViewIfNeeded();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    let worst = { ms: 0, act: '' };
    for (const step of way === 'early' ? acts.slice(0, 1) : acts) {
      if (way !== 'early') {
        await step.at.scrollIntoViewIfNeeded();
        await page.waitForTimeout(GLANCE_MS);
      }
      await act(page, step, way);
      await settle(page);
      const ms = await page.evaluate(() => Math.max(0, ...window.__durations.splice(0)));
      if (ms > worst.ms) worst = { ms, act: step.name };
    }
    return worst;
  } finally {
    await context.close();
  }
}

/** `measureOnce` run `runs` times, one after the other, each announced on stderr. */
export const repeat = (label, runs, measureOnce) =>
  Array.fromAsync({ length: runs }, (_, run) => {
    process.stderr.write(`${label} (${run + 1}/${runs}) ...\n`);
    return measureOnce();
  });

/**
 * Each page (a name of `scenarios`, with its URL) visited `runs` times each way. Resolves with
 * page name → way → the median visit's worst interaction.
 */
export async function measureInteractions(executablePath, urls, runs) {
  const browser = await chromium.launch({ executablePath, args: chromiumFlags });
  const results = {};
  try {
    for (const [name, url] of Object.entries(urls)) {
      results[name] = {};
      for (const way of Object.keys(ways)) {
        // A renderer lost on a crowded machine takes the visit with it: once, it is made again.
        const again = (error) => {
          process.stderr.write(`  made again: ${error.message.split('\n')[0]}\n`);
          return visit(browser, name, url, way);
        };
        const visits = await repeat(`interactions ${name}, ${way}`, runs, () =>
          visit(browser, name, url, way).catch(again),
        );
        results[name][way] = visits.sort((a, b) => a.ms - b.ms)[Math.floor(runs / 2)];
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}
