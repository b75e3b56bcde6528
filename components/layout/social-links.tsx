import { Icon } from '@/components/icons/icon';
import { socialLinks } from '@/content/site';
import { cn } from '@/lib/cn';
import { getCopy } from '@/lib/i18n/copy';

type SocialLinksProps = { className?: string; tone?: 'light' | 'dark' };

/** The company's three social profiles (facebook, LinkedIn, instagram), as icon links. */
export function SocialLinks({ className, tone = 'light' }: SocialLinksProps) {
  const { copy } = getCopy('Footer');
  return (
    <ul className={cn('flex gap-3', className)}>
      {socialLinks.map(({ network, href }) => (
        <li key={network}>
          <a
            href={href}
            aria-label={copy[network]}
            className={cn(
              'inline-flex size-10 items-center justify-center rounded-pill transition-colors',
              tone === 'light'
                ? 'bg-white/10 text-white hover:bg-white/20'
                : 'bg-brand-50 text-brand-700 hover:bg-brand-100',
            )}
          >
            <Icon name={network} className="size-5" />
          </a>
        </li>
      ))}
    </ul>
  );
}
