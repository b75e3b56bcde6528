import type { IconName } from '@/components/icons/icon';
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

export type TeamMember = { name: string; role: string; bio: string; image: string };

/**
 * Team member (spec §3). The spec's team members are placeholders that the page does not show,
 * so they stay data until real profiles and photos exist.
 */
export const teamMembers: readonly TeamMember[] = [
  {
    name: 'Ananya Sharma',
    role: 'Chief Executive Officer',
    bio: 'Started the company in 2015 to make business messaging simple for Indian companies.',
    image: '/images/about/team-member.svg',
  },
  {
    name: 'Rohan Mehta',
    role: 'Chief Technology Officer',
    bio: 'Leads the platform teams behind our messaging APIs and data centers.',
    image: '/images/about/team-member.svg',
  },
  {
    name: 'Priya Nair',
    role: 'Head of Digital Services',
    bio: 'Runs the web, marketing and design studio.',
    image: '/images/about/team-member.svg',
  },
];
