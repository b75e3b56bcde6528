'use client';

import { useEffect, useRef, useState } from 'react';
import { NeedsJavaScript } from '@/components/forms/personal-data-form';
import { buttonStyles } from '@/components/ui/button-styles';
import { SiteLink } from '@/components/ui/site-link';
import { useClientValue } from '@/components/ui/use-client-value';
import type { Messages } from '@/content/messages';
import type { ErasureConfirmation as ConfirmBody } from '@/lib/forms/erasure-schema';
import { erasureTokenIn, withdrawalIn, type WithdrawableChoice } from '@/lib/forms/erasure-token';
import { cn } from '@/lib/cn';
import { forgetAttribution } from '@/lib/attribution/attribution-storage';
import { endpoints } from '@/lib/http/endpoints';
import { postJson } from '@/lib/http/xsrf-fetch';

/** The page's copy, with the messages that name a figure formatted on the server. */
export type ErasureConfirmationCopy = Omit<
  Messages['ErasureConfirmation'],
  'meta' | 'title' | 'intro'
> & { stop: Record<WithdrawableChoice, string> };

/** The token, and the choice a withdrawal's link names (none: an erasure's). */
type Link = { token: string | undefined; choice?: WithdrawableChoice };

// The link as the page was opened with it: read once, since the page then takes the token out of
// the address bar. A later visit with another token reads that one.
let opened: Link | undefined;

function linkOpened(): Link {
  const { hash } = window.location;
  const token = erasureTokenIn(hash);
  if (token !== undefined && token !== opened?.token)
    opened = { token, choice: withdrawalIn(hash) };
  opened ??= { token: undefined };
  return opened;
}

type Outcome = 'confirming' | 'erased' | 'gone' | 'failed';

/** What the endpoint's answer means: 410 a link used, expired or not ours (a malformed one too). */
function outcomeOf(status: number): Outcome {
  if (status === 200) return 'erased';
  if (status === 410 || status === 422) return 'gone';
  return 'failed';
}

/**
 * The page an erasure email's link opens (`/privacy-notice/erase#token=…`, with `&choice=…` for a
 * withdrawal of one choice). The token is in the fragment, so it reaches no server log and no
 * Referer; the page reads it, takes it out of the address bar, and acts only when the visitor
 * confirms.
 */
export function ErasureConfirmation({
  copy,
  askAgainHref,
}: {
  copy: ErasureConfirmationCopy;
  /** The erasure form on the notice, where a new link is asked for. */
  askAgainHref: string;
}) {
  const link = useClientValue<Link | undefined>(linkOpened, undefined);
  const choice = link?.choice;
  const [outcome, setOutcome] = useState<Outcome | undefined>(undefined);
  const outcomeRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (!window.location.hash) return;
    const { pathname, search } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${search}`);
  }, []);

  useEffect(() => {
    if (outcome && outcome !== 'confirming') outcomeRef.current?.focus();
  }, [outcome]);

  const confirm = async () => {
    if (!link?.token) return;
    setOutcome('confirming');
    try {
      const body: ConfirmBody = { token: link.token, ...(choice && { choice }) };
      const { status } = await postJson<unknown>(endpoints.erasureConfirm, body);
      // Erased: the copy this browser keeps of where its visits came from goes too.
      if (status === 200 && !choice) forgetAttribution();
      setOutcome(outcomeOf(status));
    } catch {
      setOutcome('failed');
    }
  };

  const askAgain = (
    <SiteLink href={askAgainHref} className={buttonStyles({ variant: 'secondary', size: 'lg' })}>
      {copy.askAgain}
    </SiteLink>
  );

  const settled = outcome === 'erased' || outcome === 'gone';
  const shown: keyof ErasureConfirmationCopy['outcomes'] | undefined =
    link === undefined
      ? undefined
      : !link.token
        ? 'incomplete'
        : outcome === undefined || outcome === 'confirming'
          ? choice
            ? 'withdrawReady'
            : 'ready'
          : outcome === 'erased' && choice
            ? 'withdrawn'
            : outcome;

  return (
    <div className="text-center">
      {/* Every message in one cell, the one shown visible: the cell is as tall before the
          script runs as after, so the page does not shift when the message appears. */}
      <div role="status" aria-live="polite" className="grid *:col-start-1 *:row-start-1">
        <NeedsJavaScript className="font-medium text-ink">{copy.needsJavaScript}</NeedsJavaScript>
        {Object.entries(copy.outcomes).map(([key, message]) => (
          <p
            key={key}
            ref={key === shown ? outcomeRef : undefined}
            tabIndex={key === shown ? -1 : undefined}
            data-outcome={
              key === shown ? (link?.token ? (outcome ?? 'ready') : 'incomplete') : undefined
            }
            className={cn('text-lg text-ink focus:outline-none', key !== shown && 'invisible')}
          >
            {message}
          </p>
        ))}
      </div>
      <div className="mt-8 flex min-h-13 flex-wrap justify-center gap-4">
        {link?.token && !settled && (
          <button
            type="button"
            onClick={confirm}
            disabled={outcome === 'confirming'}
            className={buttonStyles({ size: 'lg' })}
          >
            {outcome === 'confirming' ? copy.confirming : choice ? copy.stop[choice] : copy.confirm}
          </button>
        )}
        {link && (!link.token || outcome === 'gone') && askAgain}
      </div>
    </div>
  );
}
