import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

const maxWidths = {
  content: 'max-w-content',
  '4xl': 'max-w-4xl',
  '3xl': 'max-w-3xl',
  '2xl': 'max-w-2xl',
} as const;

/** Centres content at the site's reading width (or a narrower `width`) with the side gutters. */
export function Container({
  width = 'content',
  className,
  ...props
}: ComponentProps<'div'> & { width?: keyof typeof maxWidths }) {
  return <div className={cn('mx-auto w-full px-gutter', maxWidths[width], className)} {...props} />;
}
