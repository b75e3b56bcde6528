import type { IconName } from '@/content/icons';
import type { Messages } from '@/content/messages';
import { site } from '@/content/site';

type StatId = keyof Messages['About']['stats']['items'];
type ValueId = keyof Messages['About']['values']['items'];

/** The About page's figures (spec §1), with the site-wide claims of decisions.md. */
export const aboutStats: ReadonlyArray<{ id: StatId; value: string }> = [
  { id: 'founded', value: String(site.foundingYear) },
  { id: 'businesses', value: '10K+' },
  { id: 'dataCenters', value: '12' },
  { id: 'uptime', value: '99.99%' },
  { id: 'soc2', value: 'SOC 2' },
  { id: 'support', value: '24/7' },
];

/** Value (spec §3: title, description, icon); title and description are About messages. */
export const aboutValues: ReadonlyArray<{ id: ValueId; icon: IconName }> = [
  { id: 'innovation', icon: 'sparkles' },
  { id: 'reliability', icon: 'shield' },
  { id: 'transparency', icon: 'search' },
  { id: 'customerFocus', icon: 'heart' },
];
