import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentPropsWithoutRef, ElementType } from 'react';
import { cn } from '@/lib/cn';

const cardStyles = cva('rounded-card border border-line bg-white', {
  variants: {
    padding: { none: '', compact: 'p-5', default: 'p-6' },
    shadow: { true: 'shadow-card', false: '' },
  },
  defaultVariants: { padding: 'default', shadow: true },
});

type CardProps<T extends ElementType> = { as?: T; className?: string } & VariantProps<
  typeof cardStyles
> &
  Omit<ComponentPropsWithoutRef<T>, 'as' | 'className'>;

/**
 * The site's card: a white, rounded, bordered box with the soft shadow. `as` names the element
 * it is (an `li` of a list of cards, a `section`, a `figure`); layout comes with `className`.
 */
export function Card<T extends ElementType = 'div'>({
  as,
  padding,
  shadow,
  className,
  ...props
}: CardProps<T>) {
  const Element: ElementType = as ?? 'div';
  return <Element className={cn(cardStyles({ padding, shadow }), className)} {...props} />;
}
