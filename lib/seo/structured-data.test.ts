import { describe, expect, it } from 'vitest';
import { siteUrl } from '@/lib/config';
import { serializeJsonLd } from './json-ld';
import {
  absoluteUrl,
  breadcrumbJsonLd,
  breadcrumbTrail,
  faqPageJsonLd,
  organizationJsonLd,
  serviceJsonLd,
  type ServiceOffer,
} from './structured-data';

/** What a crawler reads: the serialised text, parsed. */
const parsed = (node: object) => JSON.parse(serializeJsonLd(node as never)) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('organizationJsonLd', () => {
  const org = parsed(organizationJsonLd());

  it('is a schema.org Organization with name, absolute url and logo', () => {
    expect(org['@context']).toBe('https://schema.org');
    expect(org['@type']).toBe('Organization');
    expect(org.name).toBe('Sandesh Digital');
    expect(org.url).toBe(`${siteUrl()}/`);
    expect(org.logo).toBe(`${siteUrl()}/logo.svg`);
    expect(org.foundingDate).toBe('2015');
  });

  it('has a sales contact point for India in English and a postal address', () => {
    expect(org.contactPoint).toEqual([
      {
        '@type': 'ContactPoint',
        contactType: 'sales',
        telephone: '+91 124 456 7800',
        email: 'hello@sandeshdigital.in',
        areaServed: 'IN',
        availableLanguage: ['English'],
      },
    ]);
    expect(org.address['@type']).toBe('PostalAddress');
    expect(org.address.addressLocality).toBe('Gurugram');
    expect(org.address.addressCountry).toBe('IN');
  });
});

describe('breadcrumbs', () => {
  it('walks from home through the page’s parents, digital pages under the digital overview', () => {
    expect(breadcrumbTrail('/services/sms')).toEqual([
      { name: 'Home', path: '/', language: 'en' },
      { name: 'Communication Services', path: '/services', language: 'en' },
      { name: 'SMS & RCS Messaging', path: '/services/sms', language: 'en' },
    ]);
    expect(breadcrumbTrail('/services/csw')).toEqual([
      { name: 'Home', path: '/', language: 'en' },
      { name: 'Digital Services', path: '/services/csw', language: 'en' },
    ]);
    expect(breadcrumbTrail('/about')).toEqual([
      { name: 'Home', path: '/', language: 'en' },
      { name: 'About Us', path: '/about', language: 'en' },
    ]);
    // A Hindi page's trail names it in Hindi, under the English home page.
    expect(breadcrumbTrail('/hi/privacy-notice/erase')).toEqual([
      { name: 'Home', path: '/', language: 'en' },
      { name: 'गोपनीयता सूचना', path: '/hi/privacy-notice', language: 'hi' },
      { name: 'मेरी जानकारी मिटाएँ', path: '/hi/privacy-notice/erase', language: 'hi' },
    ]);
  });

  it('becomes a BreadcrumbList of numbered ListItems with absolute URLs', () => {
    const list = parsed(breadcrumbJsonLd(breadcrumbTrail('/services/web-DMS')));
    expect(list['@type']).toBe('BreadcrumbList');
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${siteUrl()}/` },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Digital Services',
        item: `${siteUrl()}/services/csw`,
      },
      {
        '@type': 'ListItem',
        position: 3,
        name: 'Digital Marketing',
        item: `${siteUrl()}/services/web-DMS`,
      },
    ]);
  });
});

describe('serviceJsonLd', () => {
  // The promotional SMS tiers; Enterprise is priced on request and so has no offer.
  const offers: ServiceOffer[] = [
    {
      name: 'Starter',
      price: 0.14,
      currency: 'INR',
      unit: 'SMS',
      quantity: { min: 0, max: 50_000 },
    },
    {
      name: 'Growth',
      price: 0.12,
      currency: 'INR',
      unit: 'SMS',
      quantity: { min: 50_001, max: 200_000 },
    },
    {
      name: 'Scale',
      price: 0.1,
      currency: 'INR',
      unit: 'SMS',
      quantity: { min: 200_001, max: 1_000_000 },
    },
  ];
  const service = parsed(
    serviceJsonLd({
      name: 'SMS & RCS Messaging',
      description: 'Bulk SMS for India.',
      path: '/services/sms',
      offers,
    }),
  );

  it('is a Service provided by the Organization, at the page URL', () => {
    expect(service['@type']).toBe('Service');
    expect(service.url).toBe(absoluteUrl('/services/sms'));
    expect(service.provider).toEqual({
      '@type': 'Organization',
      '@id': `${siteUrl()}/#organization`,
      name: 'Sandesh Digital',
    });
  });

  it('prices each tier per unit in INR for its eligible monthly volume', () => {
    expect(service.offers).toHaveLength(3);
    expect(service.offers[1]).toEqual({
      '@type': 'Offer',
      name: 'Growth',
      url: `${siteUrl()}/services/sms`,
      price: 0.12,
      priceCurrency: 'INR',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: 0.12,
        priceCurrency: 'INR',
        unitText: 'SMS',
        // The published prices exclude GST, which is added on the invoice.
        valueAddedTaxIncluded: false,
        eligibleQuantity: {
          '@type': 'QuantitativeValue',
          minValue: 50_001,
          maxValue: 200_000,
          unitText: 'SMS',
        },
      },
    });
    expect(service.offers.map((offer: { price: number }) => offer.price)).toEqual([
      0.14, 0.12, 0.1,
    ]);
  });

  it("states each offer's currency as its price list gives it", () => {
    const [offer] = parsed(
      serviceJsonLd({
        name: 'SMS',
        description: 'Bulk SMS.',
        path: '/services/sms',
        offers: [{ name: 'Starter', price: 0.002, currency: 'USD', unit: 'SMS' }],
      }),
    ).offers;
    expect(offer.priceCurrency).toBe('USD');
    expect(offer.priceSpecification.priceCurrency).toBe('USD');
  });

  it('leaves an open-ended tier without a maximum and gives a range its bounds', () => {
    const [open, range] = parsed(
      serviceJsonLd({
        name: 'Web development',
        description: 'Websites.',
        path: '/services/web-dev',
        offers: [
          {
            name: 'Enterprise volume',
            price: 0.09,
            currency: 'INR',
            unit: 'SMS',
            quantity: { min: 1_000_001 },
          },
          {
            name: 'Business CMS site',
            price: 15_000,
            maxPrice: 25_000,
            currency: 'INR',
            unit: 'project',
          },
        ],
      }),
    ).offers;
    expect(open.priceSpecification.eligibleQuantity).toEqual({
      '@type': 'QuantitativeValue',
      minValue: 1_000_001,
      unitText: 'SMS',
    });
    expect(range.priceSpecification).toMatchObject({ minPrice: 15_000, maxPrice: 25_000 });
    expect(range.priceSpecification.eligibleQuantity).toBeUndefined();
  });
});

describe('faqPageJsonLd', () => {
  it('is an FAQPage of Questions, each with its accepted Answer', () => {
    const page = parsed(
      faqPageJsonLd([{ question: 'Is DLT setup included?', answer: 'Yes, on every plan.' }]),
    );
    expect(page['@type']).toBe('FAQPage');
    expect(page.mainEntity).toEqual([
      {
        '@type': 'Question',
        name: 'Is DLT setup included?',
        acceptedAnswer: { '@type': 'Answer', text: 'Yes, on every plan.' },
      },
    ]);
  });
});
