import { describe, expect, it } from 'vitest';
import { webDevelopmentPackages } from '@/content/pricing/digital';
import { smsPricing } from '@/content/pricing/prices';
import { siteUrl } from '@/lib/config';
import { serializeJsonLd } from './json-ld';
import { digitalOffers, tierOffers } from './pricing-offers';
import {
  breadcrumbJsonLd,
  breadcrumbTrail,
  organizationJsonLd,
  serviceJsonLd,
} from './structured-data';

/** What a crawler reads: the serialised text, parsed. */
const parsed = (node: object) => JSON.parse(serializeJsonLd(node as never)) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('structured data', () => {
  it('names the company with its absolute URLs, its address and a sales contact in India', () => {
    expect(parsed(organizationJsonLd())).toMatchObject({
      '@type': 'Organization',
      name: 'Sandesh Digital',
      url: `${siteUrl()}/`,
      logo: `${siteUrl()}/logo.svg`,
      foundingDate: '2015',
      address: { '@type': 'PostalAddress', addressLocality: 'Gurugram', addressCountry: 'IN' },
      contactPoint: [
        {
          '@type': 'ContactPoint',
          contactType: 'sales',
          telephone: '+91 124 456 7800',
          email: 'hello@sandeshdigital.in',
          areaServed: 'IN',
          availableLanguage: ['English'],
        },
      ],
    });
  });

  it('walks breadcrumbs through the parents: digital pages under the digital overview, Hindi pages in Hindi', () => {
    const names = (path: Parameters<typeof breadcrumbTrail>[0]) =>
      breadcrumbTrail(path).map(({ name }) => name);
    expect(names('/services/sms')).toEqual([
      'Home',
      'Communication Services',
      'SMS & RCS Messaging',
    ]);
    expect(names('/services/csw')).toEqual(['Home', 'Digital Services']);
    expect(breadcrumbTrail('/hi/privacy-notice/erase')).toEqual([
      { name: 'Home', path: '/', language: 'en' },
      { name: 'गोपनीयता सूचना', path: '/hi/privacy-notice', language: 'hi' },
      { name: 'अपने अनुरोध की पुष्टि करें', path: '/hi/privacy-notice/erase', language: 'hi' },
    ]);
    expect(parsed(breadcrumbJsonLd(breadcrumbTrail('/services/web-DMS'))).itemListElement).toEqual(
      [
        ['Home', '/'],
        ['Digital Services', '/services/csw'],
        ['Digital Marketing', '/services/web-DMS'],
      ].map(([name, path], index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name,
        item: `${siteUrl()}${path}`,
      })),
    );
  });

  it('prices a tier per unit, without GST, for its monthly band, and a range with its bounds', () => {
    const offers = [
      ...tierOffers(smsPricing),
      ...digitalOffers(webDevelopmentPackages, (id) => id),
    ];
    const service = parsed(
      serviceJsonLd({ name: 'SMS', description: 'Bulk SMS.', path: '/services/sms', offers }),
    );
    expect(service).toMatchObject({
      '@type': 'Service',
      url: `${siteUrl()}/services/sms`,
      provider: { '@type': 'Organization', '@id': `${siteUrl()}/#organization` },
    });
    // Enterprise is quoted per customer: no offer.
    expect(service.offers.map((offer: { name: string }) => offer.name)).toEqual([
      'Starter: Promotional',
      'Starter: Transactional',
      'Growth: Promotional',
      'Growth: Transactional',
      'Scale: Promotional',
      'Scale: Transactional',
      'staticSite',
      'businessCms',
      'customWebApp',
    ]);
    expect(service.offers[3]).toEqual({
      '@type': 'Offer',
      name: 'Growth: Transactional',
      url: `${siteUrl()}/services/sms`,
      price: 0.17,
      priceCurrency: 'INR',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: 0.17,
        priceCurrency: 'INR',
        unitText: 'SMS',
        valueAddedTaxIncluded: false,
        eligibleQuantity: {
          '@type': 'QuantitativeValue',
          minValue: 50_001,
          maxValue: 200_000,
          unitText: 'SMS',
        },
      },
    });
    expect(service.offers[7].priceSpecification).toEqual({
      '@type': 'UnitPriceSpecification',
      price: 15_000,
      priceCurrency: 'INR',
      unitText: 'project',
      valueAddedTaxIncluded: false,
      minPrice: 15_000,
      maxPrice: 25_000,
    });
  });
});
