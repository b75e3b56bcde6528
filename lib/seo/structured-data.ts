import { findRoute, paths, routes, type RoutePath } from '@/content/routes';
import { PRICES_INCLUDE_GST } from '@/content/pricing/tax';
import { currency } from '@/content/pricing/tiers';
import { site, socialLinks } from '@/content/site';
import { siteUrl } from '@/lib/config';
import type { Language } from '@/content/messages';
import { getCopy, routeCopy } from '@/lib/i18n/copy';
import type { PriceRow } from '@/lib/pricing/rate-card';
import type { JsonLdNode } from './json-ld';

const context = 'https://schema.org';

/** Absolute URL of a path of the site, from SITE_URL. */
export function absoluteUrl(path: string): string {
  return `${siteUrl()}${path === '/' ? '/' : path}`;
}

function organizationId(): string {
  return `${siteUrl()}/#organization`;
}

/** The company, site-wide: who publishes the site and how sales can be reached. */
export function organizationJsonLd(): JsonLdNode {
  return {
    '@context': context,
    '@type': 'Organization',
    '@id': organizationId(),
    name: site.name,
    legalName: site.legalName,
    url: absoluteUrl('/'),
    logo: absoluteUrl(site.logo),
    foundingDate: String(site.foundingYear),
    email: site.email,
    telephone: site.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.street,
      addressLocality: site.address.locality,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    },
    contactPoint: [
      {
        '@type': 'ContactPoint',
        contactType: 'sales',
        telephone: site.phone,
        email: site.email,
        areaServed: 'IN',
        availableLanguage: ['English'],
      },
    ],
    sameAs: socialLinks.map((link) => link.href),
  };
}

type BreadcrumbItem = { name: string; path: RoutePath; language: Language };

/**
 * Where each page sits: under the route whose path its own extends, except where paths alone
 * would mislead: /services is the communication overview, so the digital overview (/services/csw)
 * hangs off home and its three pages off it.
 */
const digitalPages: readonly RoutePath[] = [paths.webDev, paths.digitalMarketing, paths.design];
function parentOf(path: RoutePath): RoutePath | undefined {
  if (path === paths.home) return undefined;
  if (path === paths.digital) return paths.home;
  if (digitalPages.includes(path)) return paths.digital;
  return routes.findLast((route) => path.startsWith(`${route.path}/`))?.path ?? paths.home;
}

function pageName(path: RoutePath): string {
  return path === '/' ? getCopy('Navigation').copy.home : routeCopy(findRoute(path)).title;
}

/** The trail from home to a route (/services/web-dev: Home, Digital Services, Web & Mobile …). */
export function breadcrumbTrail(path: RoutePath): BreadcrumbItem[] {
  const parent = parentOf(path);
  const { language } = findRoute(path);
  return [...(parent ? breadcrumbTrail(parent) : []), { name: pageName(path), path, language }];
}

export function breadcrumbJsonLd(trail: BreadcrumbItem[]): JsonLdNode {
  return {
    '@context': context,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(item.path),
    })),
  };
}

/** A priced row of the rate card, as a pricing page's offer (lib/seo/pricing-offers.ts). */
export type ServiceOffer = PriceRow;

type ServiceInput = {
  name: string;
  description: string;
  path: RoutePath;
  offers: ServiceOffer[];
};

/**
 * An offer per priced row ('custom' has no price): named by its tier where it has one, with a
 * tier's band as its eligible quantity and a range's bounds as its least and most.
 */
function offerJsonLd(
  { item, tier, bandFrom, bandTo, unit, rate }: ServiceOffer,
  url: string,
): JsonLdNode[] {
  if (rate === 'custom') return [];
  const priceSpecification: JsonLdNode = {
    '@type': 'UnitPriceSpecification',
    price: rate,
    priceCurrency: currency,
    unitText: unit,
    valueAddedTaxIncluded: PRICES_INCLUDE_GST,
    ...(tier === null && bandTo !== null && { minPrice: rate, maxPrice: bandTo }),
    ...(tier !== null &&
      bandFrom !== null && {
        eligibleQuantity: {
          '@type': 'QuantitativeValue',
          minValue: bandFrom,
          unitText: unit,
          ...(bandTo !== null && { maxValue: bandTo }),
        },
      }),
  };
  const name = tier === null ? item : `${tier}: ${item}`;
  return [
    { '@type': 'Offer', name, url, price: rate, priceCurrency: currency, priceSpecification },
  ];
}

/** A pricing page's service with its offers, built from the same typed data as its tables. */
export function serviceJsonLd({ name, description, path, offers }: ServiceInput): JsonLdNode {
  const url = absoluteUrl(path);
  return {
    '@context': context,
    '@type': 'Service',
    name,
    description,
    url,
    provider: { '@type': 'Organization', '@id': organizationId(), name: site.name },
    areaServed: { '@type': 'Country', name: 'India' },
    offers: offers.flatMap((offer) => offerJsonLd(offer, url)),
  };
}

export type FaqItem = { question: string; answer: string };

export function faqPageJsonLd(items: FaqItem[]): JsonLdNode {
  return {
    '@context': context,
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}
