// Its own module: the estimator's fields look the same without pulling in react-hook-form.
/** The look of every text field, select and textarea of the site's forms. */
export const inputStyles =
  'block w-full rounded-lg border border-slate-400 bg-white px-4 py-2.5 text-ink shadow-xs transition-colors placeholder:text-slate-500 hover:border-slate-500 focus-visible:border-brand-600 disabled:cursor-not-allowed disabled:bg-surface-muted disabled:text-ink-muted aria-invalid:border-red-600';
