'use client';

import { useEffect, useEffectEvent, useRef, type ComponentProps } from 'react';
import { useHydrated } from '@/components/ui/use-client-value';

/** The text fields and selects whose value differs from the one the server rendered. */
function changedFields(form: HTMLFormElement): Record<string, string> {
  const changed: Record<string, string> = {};
  for (const field of form.elements) {
    if (field instanceof HTMLSelectElement) {
      const initial =
        [...field.options].find((option) => option.defaultSelected) ?? field.options[0];
      if (field.value !== (initial?.value ?? '')) changed[field.name] = field.value;
    } else if (
      field instanceof HTMLTextAreaElement ||
      (field instanceof HTMLInputElement && field.type !== 'checkbox' && field.type !== 'radio')
    ) {
      if (field.value !== field.defaultValue) changed[field.name] = field.value;
    }
  }
  return changed;
}

type PersonalDataFormProps = Omit<ComponentProps<'form'>, 'method' | 'action' | 'ref'> & {
  /**
   * Called once the page has hydrated, with what the visitor typed or chose before (by field
   * name): React keeps it on screen but not in the form's state, and would wipe it at the next
   * render. Not called when nothing was.
   */
  onTypedBeforeHydration?: (typed: Record<string, string>) => void;
};

/**
 * A form that takes personal data (an email address, a name, a phone number), sent by its own
 * script. Until that script runs (JavaScript off, or a phone still loading it) the browser would
 * send the form itself: by GET, to the page's own address, with every field in the query, so the
 * address would land in the history, the access logs and the next page's Referer. So its method
 * is POST, whatever the form says: no native submission can put a field in a URL.
 */
export function PersonalDataForm({ onTypedBeforeHydration, ...props }: PersonalDataFormProps) {
  const ref = useRef<HTMLFormElement>(null);
  const adopt = useEffectEvent((typed: Record<string, string>) => onTypedBeforeHydration?.(typed));
  useEffect(() => {
    const typed = ref.current ? changedFields(ref.current) : {};
    if (Object.keys(typed).length > 0) adopt(typed);
  }, []);
  // The spec's own messages, not the browser's bubbles; `required` and `type` stay for semantics.
  return <form noValidate {...props} ref={ref} method="post" />;
}

/**
 * The submit button of a `PersonalDataForm`, and its first: disabled until the page has
 * hydrated, whatever else disables it. Enter in a field of a form whose first submit button is
 * disabled sends nothing (HTML's implicit submission), nor does a click on it, so the form is
 * never sent before its script can check it and send it with `fetch`.
 */
export function SubmitButton({ disabled, ...props }: Omit<ComponentProps<'button'>, 'type'>) {
  const hydrated = useHydrated();
  return <button {...props} type="submit" disabled={!hydrated || disabled} />;
}

/**
 * Says, only when JavaScript is off, that the form needs it. A `<noscript>` shows nothing to a
 * browser that runs scripts, so the page a script will run on lays out the same before and after.
 */
export function NeedsJavaScript(props: ComponentProps<'p'>) {
  return (
    <noscript>
      <p {...props} />
    </noscript>
  );
}
