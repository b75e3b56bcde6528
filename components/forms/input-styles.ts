import { cva } from 'class-variance-authority';

// Its own module: the estimator's fields look the same without pulling in react-hook-form.
/** The look of every text field, select and textarea of the site's forms. */
export const inputStyles = cva('border bg-white text-ink', {
  variants: {
    variant: {
      /** A labelled field of a form (contact, estimator). */
      field:
        'block w-full rounded-lg border-slate-400 px-4 py-2.5 shadow-xs transition-colors placeholder:text-slate-500 hover:border-slate-500 focus-visible:border-brand-600 disabled:cursor-not-allowed disabled:bg-surface-muted disabled:text-ink-muted aria-invalid:border-red-600',
      /** The FAQ's search box. */
      search:
        'w-full rounded-pill border-line px-4 py-2.5 text-sm placeholder:text-ink-muted focus-visible:border-brand-500',
      /** A one-field sign-up on a light background, beside its button (coming soon). */
      signUp:
        'min-w-0 flex-1 rounded-pill border-line px-5 py-3 placeholder:text-ink-muted focus-visible:border-brand-500',
      /** A one-field sign-up on the call to action's dark band (the newsletter). */
      signUpOnDark:
        'min-h-12 w-full flex-1 rounded-pill border-white/40 px-5 text-base placeholder:text-slate-500 focus-visible:outline-white',
    },
  },
  defaultVariants: { variant: 'field' },
});
