import { findRoute, paths, routes, type RoutePath } from '@/content/routes';
import { PRICES_INCLUDE_GST } from '@/content/pricing/tax';
import { site, socialLinks } from '@/content/site';
import { siteUrl } from '@/lib/config';
import type { Language } from '@/content/messages';
import { getCopy, routeCopy } from '@/lib/i18n/copy';
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

/**
 * One priced line of a pricing table, in the shape every pricing page's typed data maps to.
 * Tiers priced on request (Enterprise, "custom") have no price and are left out by the caller.
 */
export type ServiceOffer = {
  /** Tier, category or package name, e.g. "Starter: promotional SMS". */
  name: string;
  /** Per unit, or the package's (lowest) price. */
  price: number;
  /** ISO 4217 code of the price list the offer comes from. */
  currency: string;
  /** Upper bound of a price range ("₹15,000–25,000"). */
  maxPrice?: number;
  /** What one unit is: "SMS", "minute", "conversation", "project", "month". */
  unit: string;
  /** The volume the rate applies to, in units, e.g. 50,001 to 2,00,000 SMS a month. */
  quantity?: { min: number; max?: number; unit?: string };
  description?: string;
};

type ServiceInput = {
  name: string;
  description: string;
  path: RoutePath;
  offers: ServiceOffer[];
};

function offerJsonLd(
  { name, price, currency, maxPrice, unit, quantity, description }: ServiceOffer,
  url: string,
): JsonLdNode {
  const priceSpecification: JsonLdNode = {
    '@type': 'UnitPriceSpecification',
    price,
    priceCurrency: currency,
    unitText: unit,
    valueAddedTaxIncluded: PRICES_INCLUDE_GST,
    ...(maxPrice !== undefined && { minPrice: price, maxPrice }),
    ...(quantity && {
      eligibleQuantity: {
        '@type': 'QuantitativeValue',
        minValue: quantity.min,
        unitText: quantity.unit ?? unit,
        ...(quantity.max !== undefined && { maxValue: quantity.max }),
      },
    }),
  };
  return {
    '@type': 'Offer',
    name,
    url,
    price,
    priceCurrency: currency,
    priceSpecification,
    ...(description && { description }),
  };
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
    offers: offers.map((offer) => offerJsonLd(offer, url)),
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
