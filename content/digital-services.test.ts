import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { messages } from '@/content/messages';
import { lighthouseScoreTarget } from '@/content/pricing/digital';
import {
  designPage,
  digitalMarketingPage,
  digitalOverview,
  webDevPage,
  type DigitalServiceNamespace,
} from './digital-services';

function translator(namespace: DigitalServiceNamespace) {
  const t = createTranslator({
    locale: 'en-IN',
    messages,
    namespace,
    onError: (error) => {
      throw error;
    },
  });
  return t as unknown as (key: string, values?: Record<string, number>) => string;
}

const pages = [
  ['WebDev', webDevPage],
  ['DigitalMarketing', digitalMarketingPage],
  ['Design', designPage],
] as const;

describe('digital service pages', () => {
  for (const [namespace, page] of pages) {
    it(`${namespace} has copy for every offer, package, add-on and reason, with figures filled in`, () => {
      const t = translator(namespace);
      for (const key of ['hero.eyebrow', 'hero.primary', 'hero.secondary', 'pricing.caption']) {
        expect(t(key)).not.toBe('');
      }
      for (const { id } of page.offers) expect(t(`offers.items.${id}.title`)).toBeTruthy();
      for (const { id } of page.whyUs) expect(t(`whyUs.items.${id}.description`)).toBeTruthy();
      for (const id of page.addOns) expect(t(`addOns.items.${id}.note`)).toBeTruthy();
      for (const { id, scope } of page.packages) {
        expect(t(`packages.${id}.name`)).toBeTruthy();
        expect(t(`packages.${id}.scope`, scope)).not.toMatch(/[{}]/);
      }
      const noteValues = namespace === 'WebDev' ? { score: lighthouseScoreTarget } : undefined;
      expect(t('pricing.note', noteValues)).not.toMatch(/[{}]/);
    });
  }

  it('states the published package scopes', () => {
    const scope = (namespace: DigitalServiceNamespace, id: string, values: object) =>
      translator(namespace)(`packages.${id}.scope`, values as Record<string, number>);
    const [staticSite, cms] = webDevPage.packages;
    expect(scope('WebDev', staticSite.id, staticSite.scope)).toMatch(/^5 pages/);
    expect(scope('WebDev', cms.id, cms.scope)).toMatch(/^8–15 pages/);
    expect(translator('WebDev')('pricing.note', { score: lighthouseScoreTarget })).toContain(
      'Lighthouse score above 90',
    );
    const social = digitalMarketingPage.packages[1];
    expect(scope('DigitalMarketing', social.id, social.scope)).toMatch(/^12–16 designed posts/);
    const [, websiteUi, appUiUx, creatives] = designPage.packages;
    expect(scope('Design', websiteUi.id, websiteUi.scope)).toContain('5–6 sections');
    expect(scope('Design', appUiUx.id, appUiUx.scope)).toContain('up to 6 screens');
    expect(scope('Design', creatives.id, creatives.scope)).toMatch(/^10\+ /);
  });

  it('the overview links to the three service pages', () => {
    expect(digitalOverview.coreServices.map(({ href }) => href)).toEqual([
      '/services/web-dev',
      '/services/web-DMS',
      '/services/web-DAB',
    ]);
  });
});
