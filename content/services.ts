import type { IconName } from '@/content/icons';
import type { Messages } from '@/content/messages';
import type { AddOn } from '@/content/pricing/add-ons';
import type { DigitalPackage } from '@/content/pricing/digital';
import type { Price } from '@/content/pricing/price';
import { paths, type Route, type RoutePath } from '@/content/routes';

/**
 * The services the site offers, one row each, in the menu's order: the page it has, the group it
 * belongs to, its icon on the overview cards and its label in the menu. The menu and footer
 * (content/navigation.ts), the home page's tabs (content/home.ts) and the overview pages' cards
 * (content/communication.ts, content/digital-services.ts) read their links from here.
 */
export const services = {
  sms: { path: paths.sms, group: 'communication', icon: 'message', menuLabel: 'smsGateway' },
  email: { path: paths.email, group: 'communication', icon: 'mail', menuLabel: 'emailApi' },
  voice: { path: paths.voice, group: 'communication', icon: 'phone', menuLabel: 'voiceApi' },
  whatsapp: {
    path: paths.whatsapp,
    group: 'communication',
    icon: 'chat',
    menuLabel: 'whatsappBusiness',
  },
  webDev: {
    path: paths.webDev,
    group: 'digital',
    icon: 'code',
    menuLabel: 'webMobileDevelopment',
  },
  digitalMarketing: {
    path: paths.digitalMarketing,
    group: 'digital',
    icon: 'megaphone',
    menuLabel: 'digitalMarketing',
  },
  design: { path: paths.design, group: 'digital', icon: 'palette', menuLabel: 'designBranding' },
} as const satisfies Record<
  string,
  {
    path: RoutePath;
    group: ServiceGroup;
    icon: IconName;
    /** A key of the Navigation messages. */
    menuLabel: keyof Messages['Navigation'];
  }
>;

export type ServiceKey = keyof typeof services;
export type ServiceGroup = 'communication' | 'digital';

/** The services of a group, in the table's order. */
export function servicesOf(group: ServiceGroup): ServiceKey[] {
  return (Object.keys(services) as ServiceKey[]).filter((key) => services[key].group === group);
}

type Ids<Copy, Key extends string = 'items'> =
  Copy extends Record<Key, infer Items> ? Extract<keyof Items, string> : never;

/** Every item of a band, in order, with its icon. */
type Icons<Copy> = { readonly [Id in Ids<Copy>]: IconName };

/**
 * A band of a service page: what kind of list it shows, and the data its messages do not hold,
 * each id one of the band's messages. `pricing` holds the page's own tables.
 */
type Band<Copy, PageCopy> =
  | { kind: 'features'; columns?: 4; items: Icons<Copy> }
  | { kind: 'useCases'; items: Icons<Copy> }
  | { kind: 'services'; columns?: 3; items: { readonly [Id in Ids<Copy>]: ServiceKey } }
  | { kind: 'steps' | 'addOnsOnRequest'; items: readonly Ids<Copy>[] }
  | { kind: 'addOns'; items: readonly (AddOn & { id: Ids<Copy> })[] }
  | { kind: 'engagementModels'; items: readonly { id: Ids<Copy, 'models'>; startsFrom: Price }[] }
  | {
      kind: 'packages';
      items: readonly DigitalPackage<Ids<PageCopy, 'packages'>>[];
      /** The figures the table's note states. */
      note?: Record<string, number>;
    }
  | { kind: 'industries' | 'pricing' };

/** A band as the page renders it: any page's, its ids checked where the page's data is typed. */
export type ServiceBand = Band<AnyCopy, AnyCopy>;
type AnyCopy = Record<'items' | 'models' | 'packages', Record<string, unknown>>;

/** The namespaces whose copy a service page's hero reads. */
export type ServiceNamespace = {
  [N in keyof Messages]: Messages[N] extends {
    hero: Record<'eyebrow' | 'primary' | 'secondary', string>;
  }
    ? N
    : never;
}[keyof Messages];

/**
 * A service page: its route, where its hero's second button leads, its bands in order (each named
 * by its key in the page's messages, which is also its anchor), and its closing call to action.
 */
export type ServicePageData<N extends ServiceNamespace> = {
  path: Extract<Route, { namespace: N }>['path'];
  secondaryHref: string;
  cta: 'communication' | 'development';
  bands: { readonly [K in keyof Messages[N]]?: Band<Messages[N][K], Messages[N]> };
};
