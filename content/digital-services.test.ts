import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { messages } from '@/content/messages';
import { lighthouseScoreTarget } from '@/content/pricing/digital';
import { designPage, digitalMarketingPage, digitalOverview, webDevPage } from './digital-services';
import { services } from './services';

type DigitalServiceNamespace = 'WebDev' | 'DigitalMarketing' | 'Design';

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

describe('digital service pages', () => {
  it('states the published package scopes', () => {
    const scope = (namespace: DigitalServiceNamespace, id: string, values: object) =>
      translator(namespace)(`packages.${id}.scope`, values as Record<string, number>);
    const [staticSite, cms] = webDevPage.bands.pricing.items;
    expect(scope('WebDev', staticSite.id, staticSite.scope)).toMatch(/^5 pages/);
    expect(scope('WebDev', cms.id, cms.scope)).toMatch(/^8–15 pages/);
    expect(translator('WebDev')('pricing.note', { score: lighthouseScoreTarget })).toContain(
      'Lighthouse score above 90',
    );
    const social = digitalMarketingPage.bands.pricing.items[1];
    expect(scope('DigitalMarketing', social.id, social.scope)).toMatch(/^12–16 designed posts/);
    const [, websiteUi, appUiUx, creatives] = designPage.bands.pricing.items;
    expect(scope('Design', websiteUi.id, websiteUi.scope)).toContain('5–6 sections');
    expect(scope('Design', appUiUx.id, appUiUx.scope)).toContain('up to 6 screens');
    expect(scope('Design', creatives.id, creatives.scope)).toMatch(/^10\+ /);
  });

  it('the overview links to the three service pages', () => {
    expect(
      Object.values(digitalOverview.bands.coreServices.items).map((key) => services[key].path),
    ).toEqual(['/services/web-dev', '/services/web-DMS', '/services/web-DAB']);
  });
});
