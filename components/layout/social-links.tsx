import { getTranslations } from 'next-intl/server';
import { socialLinks, type SocialNetwork } from '@/content/site';
import { cn } from '@/lib/cn';

const icons: Record<SocialNetwork, string> = {
  facebook:
    'M13.5 21v-7.5h2.5l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.5V4.4c-.3 0-1.2-.1-2.2-.1-2.2 0-3.7 1.3-3.7 3.8v2.4H8.1v3h2.5V21h2.9Z',
  linkedin:
    'M6.9 8.8H4.1V20h2.8V8.8ZM5.5 4a1.6 1.6 0 1 0 0 3.3 1.6 1.6 0 0 0 0-3.3ZM20 13.6c0-3-1.6-5-4.3-5-1.3 0-2.4.7-2.9 1.5V8.8H10V20h2.8v-5.6c0-1.5.3-2.9 2.1-2.9 1.8 0 1.8 1.7 1.8 3V20H20v-6.4Z',
  instagram:
    'M12 7.4a4.6 4.6 0 1 0 0 9.2 4.6 4.6 0 0 0 0-9.2Zm0 7.6a3 3 0 1 1 0-6 3 3 0 0 1 0 6Zm4.8-8.9a1.1 1.1 0 1 0 0 2.2 1.1 1.1 0 0 0 0-2.2ZM21 8.3c-.1-1.5-.4-2.8-1.5-3.8-1-1.1-2.3-1.4-3.8-1.5-1.5-.1-6-.1-7.4 0-1.5.1-2.8.4-3.8 1.5C3.4 5.5 3.1 6.8 3 8.3c-.1 1.5-.1 6 0 7.4.1 1.5.4 2.8 1.5 3.8 1 1.1 2.3 1.4 3.8 1.5 1.5.1 6 .1 7.4 0 1.5-.1 2.8-.4 3.8-1.5 1.1-1 1.4-2.3 1.5-3.8.1-1.5.1-5.9 0-7.4Zm-1.9 9a3 3 0 0 1-1.7 1.7c-1.2.5-3.9.4-5.4.4s-4.2.1-5.4-.4a3 3 0 0 1-1.7-1.7c-.5-1.2-.4-3.9-.4-5.3s-.1-4.2.4-5.3a3 3 0 0 1 1.7-1.7c1.2-.5 3.9-.4 5.4-.4s4.2-.1 5.4.4a3 3 0 0 1 1.7 1.7c.5 1.2.4 3.9.4 5.3s.1 4.2-.4 5.3Z',
};

/** The company's three social profiles (facebook, LinkedIn, instagram), as icon links. */
export async function SocialLinks({
  className,
  tone = 'light',
}: {
  className?: string;
  tone?: 'light' | 'dark';
}) {
  const t = await getTranslations('Footer');
  return (
    <ul className={cn('flex gap-3', className)}>
      {socialLinks.map(({ network, href }) => (
        <li key={network}>
          <a
            href={href}
            aria-label={t(network)}
            className={cn(
              'inline-flex size-10 items-center justify-center rounded-pill transition-colors',
              tone === 'light'
                ? 'bg-white/10 text-white hover:bg-white/20'
                : 'bg-brand-50 text-brand-700 hover:bg-brand-100',
            )}
          >
            <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" className="size-5">
              <path d={icons[network]} />
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
