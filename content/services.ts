import type { IconName } from '@/content/icons';
import type { Messages } from '@/content/messages';
import { paths, type RoutePath } from '@/content/routes';

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

/**
 * An overview page's card of a service: its id in the page's messages (the service's key unless
 * the copy names it otherwise), its icon and its link.
 */
export function serviceCard<Key extends ServiceKey, Id extends string = Key>(key: Key, id?: Id) {
  const { icon, path } = services[key];
  return { id: (id ?? key) as Id, icon, href: path } as {
    readonly id: Id;
    readonly icon: (typeof services)[Key]['icon'];
    readonly href: (typeof services)[Key]['path'];
  };
}
