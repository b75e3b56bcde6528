import { SiteLink } from './site-link';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { buttonStyles, type ButtonStyle } from './button-styles';

type ButtonLinkProps = ComponentProps<typeof SiteLink> & ButtonStyle;

/** A link that looks like a button; `tel:` and `mailto:` hrefs work too. */
export function ButtonLink({ variant, size, className, ...props }: ButtonLinkProps) {
  return <SiteLink className={cn(buttonStyles({ variant, size }), className)} {...props} />;
}
