import { cva, type VariantProps } from 'class-variance-authority';

const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 rounded-pill font-semibold transition-colors focus-visible:outline-offset-2 disabled:cursor-not-allowed',
  {
    variants: {
      variant: {
        primary: 'bg-brand-600 text-white hover:bg-brand-700 disabled:opacity-60',
        secondary:
          'border border-brand-600 bg-white text-brand-700 hover:bg-brand-50 disabled:opacity-60',
        inverse: 'bg-white text-brand-800 hover:bg-brand-50 disabled:opacity-60',
        ghost: 'border border-white/70 text-white hover:bg-white/10 disabled:opacity-60',
        /** The submit of a sign-up on a dark band, beside its field. */
        accent:
          'bg-accent-500 text-ink hover:bg-accent-100 focus-visible:outline-white disabled:opacity-70',
      },
      size: {
        md: 'px-5 py-2.5 text-sm',
        lg: 'px-7 py-3.5 text-base',
        /** As tall as the sign-up field beside it. */
        field: 'min-h-12 px-7 text-base',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export type ButtonStyle = VariantProps<typeof buttonVariants>;

/** The look of the site's buttons, for a <button> or a link (`ButtonLink`). */
export function buttonStyles(style?: ButtonStyle): string {
  return buttonVariants(style);
}
