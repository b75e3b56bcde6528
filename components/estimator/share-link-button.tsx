'use client';

import { useState } from 'react';
import { buttonStyles } from '@/components/ui/button-styles';
import { useClientValue } from '@/components/ui/use-client-value';
import { useLater } from '@/components/ui/use-later';
import type { Messages } from '@/content/messages';

type ShareLinkCopy = Messages['Estimator']['share'];

/** Phones and tablets that can hand a link to another app: there the button shares, not copies. */
const canShareLinks = () =>
  typeof navigator.share === 'function' && matchMedia('(pointer: coarse)').matches;

const STATUS_SHOWN_MS = 4_000;

type ShareLinkButtonProps = {
  /** A path of this site, with its query. */
  href: string;
  /** What the share sheet calls the link. */
  title: string;
  /** The button's label where it copies; on a phone it reads `copy.share`. */
  label: string;
  copy: ShareLinkCopy;
};

/**
 * Shares a link of this site: through the Web Share API on a phone, else by copying it, saying
 * so in a polite live region. Renders nothing before the page's script runs (without JavaScript
 * the link is in the address bar or on the page already).
 */
export function ShareLinkButton({ href, title, label, copy }: ShareLinkButtonProps) {
  // Undefined on the server and while hydrating.
  const canShare = useClientValue(canShareLinks, undefined);
  const [status, setStatus] = useState('');
  const later = useLater();

  if (canShare === undefined) return null;

  const show = (message: string) => {
    setStatus(message);
    later(() => setStatus(''), STATUS_SHOWN_MS);
  };

  const onClick = async () => {
    const url = new URL(href, window.location.href).href;
    if (canShare) {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // The visitor closed the share sheet: nothing to do.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    await navigator.clipboard.writeText(url).then(
      () => show(copy.copied),
      () => show(copy.failed),
    );
  };

  return (
    <span className="inline-flex flex-wrap items-center gap-x-3 gap-y-1">
      <button type="button" onClick={onClick} className={buttonStyles({ variant: 'secondary' })}>
        {canShare ? copy.share : label}
      </button>
      <span role="status" className="text-sm text-ink-muted">
        {status}
      </span>
    </span>
  );
}
