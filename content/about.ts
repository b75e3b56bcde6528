import type { IconName } from '@/content/icons';
import type { Messages } from '@/content/messages';
import { site } from '@/content/site';

type StatId = keyof Messages['About']['stats']['items'];
type ValueId = keyof Messages['About']['values']['items'];

/** The About page's figures, with the site-wide claims (99.99% uptime, SOC 2, 24/7 support). */
export const aboutStats: ReadonlyArray<{ id: StatId; value: string }> = [
  { id: 'founded', value: String(site.foundingYear) },
  { id: 'businesses', value: '10K+' },
  { id: 'dataCenters', value: '12' },
  { id: 'uptime', value: '99.99%' },
  { id: 'soc2', value: 'SOC 2' },
  { id: 'support', value: '24/7' },
];

/** A value: its icon here, its title and description in the About messages. */
export const aboutValues: ReadonlyArray<{ id: ValueId; icon: IconName }> = [
  { id: 'innovation', icon: 'sparkles' },
  { id: 'reliability', icon: 'shield' },
  { id: 'transparency', icon: 'search' },
  { id: 'customerFocus', icon: 'heart' },
];
