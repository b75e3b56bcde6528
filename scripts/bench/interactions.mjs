// Interaction to Next Paint, measured in the lab: each page is loaded on a phone (390 × 844, a
// mobile user agent, touch) at 4x CPU slowdown, driven the way a visitor drives it (taps, typing,
// choices), and every interaction's duration is read from the Event Timing API. An interaction's
// duration is the longest of its events' (pointerdown, pointerup, click; keydown, input, keyup),
// from the input to the next paint after its handlers; the page's figure is its worst interaction.
import { chromium } from '@playwright/test';
import { chromiumFlags } from '../../testing/find-browser.mjs';
import { importTypeScript } from '../typescript.mjs';

const { messages } = await importTypeScript('content/messages/index.ts');
const { paths } = await importTypeScript('content/routes.ts');

export const CPU_SLOWDOWN = 4;

/**
 * A mid-range Android phone at a common width, with the pixel ratio of Lighthouse's mobile
 * emulation (1.75): the bench's Chromium rasters in software, on cores the 4x slowdown does not
 * touch, and a ratio of 3 made the paint of every frame cost this machine's two cores more than
 * the page's own work.
 */
const phone = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) ' +
    'Chrome/130.0.0.0 Mobile Safari/537.36',
};

/** A visitor's pause between keys: a quick typist on a phone, faster than most. */
const KEY_DELAY_MS = 100;
/** From a tap on a field to the first key: the phone's keyboard sliding up. */
const KEYBOARD_MS = 300;
/** From scrolling a widget into view to the first tap on it: a glance at what it offers. */
const GLANCE_MS = 500;

/**
 * Runs in the page before its own scripts: keeps, per interaction, its longest event (the
 * Event Timing API's durations are rounded to 8 ms; entries under 16 ms are not reported).
 */
function observeInteractions() {
  const interactions = new Map();
  window.__interactions = interactions;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      const known = interactions.get(entry.interactionId);
      if (known && known.duration >= entry.duration) continue;
      interactions.set(entry.interactionId, {
        start: entry.startTime,
        duration: entry.duration,
        event: entry.name,
        inputDelay: Math.round(entry.processingStart - entry.startTime),
        processing: Math.round(entry.processingEnd - entry.processingStart),
        presentation: Math.round(entry.startTime + entry.duration - entry.processingEnd),
      });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  // Long animation frames, and the scripts that ran in them: what held the thread.
  const frames = [];
  window.__frames = frames;
  new PerformanceObserver((list) => {
    for (const frame of list.getEntries()) {
      frames.push({
        start: frame.startTime,
        end: frame.startTime + frame.duration,
        blocking: Math.round(frame.blockingDuration),
        scripts: frame.scripts.map(
          (script) =>
            `${Math.round(script.duration)} ms ${script.invoker}` +
            `${script.sourceFunctionName ? ` ${script.sourceFunctionName}` : ''}` +
            ` ${script.sourceURL.split('/').pop()}:${script.sourceCharPosition}`,
        ),
        layout: Math.round(frame.startTime + frame.duration - frame.styleAndLayoutStart),
      });
    }
  }).observe({ type: 'long-animation-frame', buffered: true });
}

/** Resolves after two frames and a pause, so the last interaction's entry has been observed. */
const settle = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100))),
      ),
  );

const nav = messages.Navigation;
const home = messages.Home;
const faq = messages.Faq;
const estimator = messages.Estimator;
const composer = messages.MessageComposer;
const demo = messages.DemoRequestForm;

/** Types `text` into `field` as a visitor does: a tap, then key after key. */
async function typeInto(field, text) {
  await field.tap();
  await field.page().waitForTimeout(KEYBOARD_MS);
  await field.pressSequentially(text, { delay: KEY_DELAY_MS });
}

/** Scrolls a widget into view, as a visitor does before using it, and gives it a glance. */
async function reach(locator) {
  await locator.scrollIntoViewIfNeeded();
  await settle(locator.page());
  await locator.page().waitForTimeout(GLANCE_MS);
}

/** The mobile menu, on every page: open it, open Services and both groups, close it. */
async function mobileMenu(page, step) {
  const menu = page.locator('#mobile-menu');
  await step('menu: open', () => page.getByRole('button', { name: nav.openMenu }).tap());
  await step('menu: Services', () => menu.getByRole('button', { name: nav.services }).tap());
  for (const group of ['communicationServices', 'customDevelopment']) {
    await step(`menu: ${nav[group]}`, () => menu.getByRole('button', { name: nav[group] }).tap());
  }
  await step('menu: close', () => page.getByRole('button', { name: nav.closeMenu }).tap());
}

async function homeWidgets(page, step) {
  const tabs = page.getByRole('tablist', { name: home.services.tabsLabel });
  await reach(tabs);
  for (const key of ['digital', 'communication']) {
    await step(`tab: ${key}`, () =>
      tabs.getByRole('tab', { name: home.services.categories[key] }).tap(),
    );
  }
  const carousel = page.getByRole('region', { name: home.testimonials.carouselLabel });
  const button = (name) => carousel.getByRole('button', { name, exact: true });
  await reach(button(home.testimonials.next));
  await step('carousel: next', () => button(home.testimonials.next).tap());
  await step('carousel: next', () => button(home.testimonials.next).tap());
  await step('carousel: previous', () => button(home.testimonials.previous).tap());
  await step('carousel: dot 1', () => button('Show testimonial 1 of 3').tap());
}

async function faqWidgets(page, step) {
  const categories = page.getByRole('navigation', { name: faq.categoriesLabel });
  const [, second] = Object.keys(faq.categories);
  await reach(categories);
  await step('faq: category', () =>
    categories.getByRole('button', { name: faq.categories[second] }).tap(),
  );
  const firstQuestion = page.locator('main h3 > button').first();
  await step('faq: open', () => firstQuestion.tap());
  await step('faq: close', () => firstQuestion.tap());
  await reach(page.getByLabel(faq.searchLabel));
  await step('faq: search', () => typeInto(page.getByLabel(faq.searchLabel), 'price'));
}

/** Channel pages: the volumes typed, one item after another. */
function estimatorWidgets(channel, volumes) {
  return async (page, step) => {
    const form = page.locator('#estimator');
    await reach(form.getByLabel(estimator.items[channel][Object.keys(volumes)[0]]));
    for (const [item, volume] of Object.entries(volumes)) {
      await step(`estimator: ${item}`, () =>
        typeInto(form.getByLabel(estimator.items[channel][item]), volume),
      );
    }
    if (channel === 'sms') {
      // The parts per message, by keyboard on its select: one step up.
      const parts = form.getByLabel(estimator.parts.label);
      await parts.focus();
      await step('estimator: parts', () => parts.press('ArrowDown'));
    }
  };
}

async function composerWidgets(page, step) {
  const area = page.locator('#message-composer');
  await reach(area.getByRole('group'));
  for (const example of Object.values(composer.examples)) {
    await step(`composer: ${example.label}`, () =>
      area.getByRole('button', { name: example.label }).tap(),
    );
  }
  const field = area.getByRole('textbox', { name: composer.label });
  await field.fill('');
  await step('composer: typing', () =>
    typeInto(field, 'Hi Priya, your order #4821 is packed. We’re here 9am–10pm.'),
  );
  const useParts = area.getByRole('button', { name: /^Use \d+ parts?/ });
  await step('composer: use parts', () => useParts.tap());
}

async function contactForm(page, step) {
  const { fields } = demo;
  const control = (label) => page.getByLabel(label);
  await reach(control(fields.name.label));
  await step('contact: name', () => typeInto(control(fields.name.label), 'A'));
  await step('contact: email', () => typeInto(control(fields.email.label), 'asha@'));
  await step('contact: mobile', () => typeInto(control(fields.mobile.label), '98765'));
  const subject = control(fields.subject.label);
  await subject.focus();
  await step('contact: subject', () => subject.press('ArrowDown'));
  await step('contact: message', () => typeInto(control(fields.message.label), 'Too short'));
  // Invalid, so the submit button is disabled: the tap lands and nothing is sent.
  const submit = page.getByRole('button', { name: demo.submit });
  await reach(submit);
  await step('contact: submit', () => submit.tap({ force: true }));
}

/** What a visitor does on a page, after the mobile menu every page has. */
const scenarios = {
  [paths.home]: homeWidgets,
  [paths.faq]: faqWidgets,
  [paths.sms]: async (page, step) => {
    await estimatorWidgets('sms', { transactional: '100000', promotional: '25000' })(page, step);
    await composerWidgets(page, step);
  },
  [paths.voice]: estimatorWidgets('voice', { outbound: '12000', inbound: '3000' }),
  [paths.email]: estimatorWidgets('email', { emails: '1000000' }),
  [paths.whatsapp]: estimatorWidgets('whatsapp', { marketing: '1000', utility: '2000' }),
  [paths.contact]: contactForm,
};

/**
 * One visit of `url`: loaded and driven at 4x CPU. Resolves with every interaction observed,
 * each named by the step it happened in, longest first.
 */
async function visit(browser, url, path) {
  const context = await browser.newContext(phone);
  try {
    await context.addInitScript(observeInteractions);
    const page = await context.newPage();
    const session = await context.newCDPSession(page);
    await session.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(url);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await settle(page);
    const seen = new Set();
    const interactions = [];
    const collect = async (label) => {
      await settle(page);
      const all = await page.evaluate(() => [...window.__interactions.entries()]);
      for (const [id, entry] of all) {
        if (seen.has(id)) continue;
        seen.add(id);
        interactions.push({ step: label, ...entry });
      }
    };
    const step = async (label, action) => {
      await action();
      await collect(label);
    };
    await mobileMenu(page, step);
    await scenarios[path]?.(page, step);
    interactions.sort((a, b) => b.duration - a.duration);
    const worst = interactions[0];
    if (worst) {
      // The long frames the worst interaction waited for or ran in.
      worst.frames = await page.evaluate(
        ({ start, end }) =>
          window.__frames
            .filter((frame) => frame.end > start - 50 && frame.start < end)
            .map(({ start: at, end: until, scripts, layout }) => ({
              at: Math.round(at - start),
              ms: Math.round(until - at),
              layout,
              scripts,
            })),
        { start: worst.start, end: worst.start + worst.duration },
      );
    }
    return interactions;
  } finally {
    await context.close();
  }
}

/**
 * Interaction to Next Paint of each page: `runs` visits each; per visit the worst interaction,
 * and the page's figure is the median of those. Resolves with a map from path to
 * `{ worstMs, worst, runs }`, `worst` being the median run's worst interaction: its step, event
 * and phases (input delay, processing, presentation).
 */
export async function measureInteractions(origin, paths, executablePath, runs = 3) {
  const browser = await chromium.launch({ executablePath, args: chromiumFlags });
  const results = {};
  try {
    for (const path of paths) {
      const visits = [];
      for (let run = 1; run <= runs; run += 1) {
        process.stderr.write(`interactions ${path} (${run}/${runs}) ...\n`);
        // A renderer lost on a crowded machine takes the visit with it: once, it is made again.
        const interactions = await visit(browser, `${origin}${path}`, path).catch((error) => {
          process.stderr.write(`  visit failed, made again: ${error.message.split('\n')[0]}\n`);
          return visit(browser, `${origin}${path}`, path);
        });
        visits.push({
          worstMs: interactions[0]?.duration ?? 0,
          worst: interactions[0],
          count: interactions.length,
        });
      }
      const sorted = [...visits].sort((a, b) => a.worstMs - b.worstMs);
      const median = sorted[Math.floor(sorted.length / 2)];
      results[path] = {
        worstMs: median.worstMs,
        worst: median.worst,
        runs: visits.map((v) => v.worstMs),
        interactionsOver16Ms: median.count,
      };
      process.stderr.write(`  ${path}: ${visits.map((v) => v.worstMs).join(', ')} ms\n`);
    }
  } finally {
    await browser.close();
  }
  return results;
}

/** Every page has the menu; these have more to drive. */
export const drivenPaths = Object.keys(scenarios);
