'use client';

import {
  useDeferredValue,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { inputStyles } from '@/components/forms/input-styles';
import { buttonStyles } from '@/components/ui/button-styles';
import { cn } from '@/lib/cn';
import { formatMessage, formatRichMessage } from '@/lib/i18n/format-message';
import { characterRows, codePointKey, markedPieces } from '@/lib/sms/character-names';
import { containsLink } from '@/lib/sms/dlt-template';
import { countSmsParts, toGsm7 } from '@/lib/sms/message-parts';
import type { MessageComposerCopy } from './estimator-copy';

// Long enough to hear a pause in typing, short enough to answer it.
const ANNOUNCE_AFTER_MS = 1_000;

const sectionTitle = 'text-base font-semibold text-ink';

type MessageComposerProps = {
  copy: MessageComposerCopy;
  /** The most parts per message the estimate takes. */
  maxParts: number;
  /** Sets the estimator's parts per message. */
  onParts: (parts: number) => void;
};

/**
 * The SMS message composer: as the visitor types, pastes or picks an example, it shows the
 * encoding, the characters as billed, the parts and the room left in the last one (the field's
 * description too, announced politely once typing pauses); counts a DLT template's variables at
 * the 30 characters each may hold, and notes that a link must be whitelisted on DLT; names the
 * characters that force Unicode, shows where they are, and replaces those that have a GSM-7
 * lookalike. The message stays in the page: it is never sent nor put in the address.
 *
 * The field answers each keystroke at once; the count and what shows it follow in a deferred
 * render (useDeferredValue, with what it shows memoised on it), which React drops when the next
 * keystroke comes first, so a throttled phone paints the typed character without waiting.
 */
export function MessageComposer({ copy, maxParts, onParts }: MessageComposerProps) {
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  // Undefined until the visitor changes the message: nothing is announced before.
  const [typed, setTyped] = useState<string>();
  const counted = useDeferredValue(typed);
  const summary = useRef<HTMLParagraphElement>(null);
  const [announced, setAnnounced] = useState('');

  const shown = useMemo(() => {
    const text = counted ?? '';
    const count = countSmsParts(text);
    // A template is billed as filled: every variable at the 30 characters it may hold.
    const { units, parts, remaining } = count.filled ?? count;
    // Worded only once there is a message: the empty composer shows `copy.empty`, and formats no
    // count while the page loads.
    const summary = text
      ? formatRichMessage<ReactNode>(count.filled ? copy.summaryTemplate : copy.summary, {
          encoding: copy.encodings[count.encoding],
          variables: formatMessage(copy.variables, { count: count.filled?.variables ?? 0 }),
          units: formatMessage(copy.units, { count: units }),
          parts: formatMessage(copy.parts, { count: parts }),
          room: formatMessage(copy.room, { count: remaining }),
          strong: (chunks) => (
            <strong key="encoding" className="font-semibold">
              {chunks}
            </strong>
          ),
          highlight: (chunks) => (
            <strong key="parts" className="font-bold text-brand-800">
              {chunks}
            </strong>
          ),
        })
      : copy.empty;
    const rows = characterRows(count.unicodeCharacters, copy.names);
    const pieces = markedPieces(text, count.unicodeCharacters);
    // The button pressed goes with the character it replaced: the message takes the focus.
    const replace = (change: (current: string) => string) => {
      setTyped((current = '') => change(current));
      field.current?.focus();
    };
    return {
      link: containsLink(text),
      summary,
      parts,
      // Formatted here, not as each key is answered.
      useParts: formatMessage(copy.useParts, { count: parts }),
      characters: (
        <div className="min-w-0">
          <h5 id={`${id}-characters`} className={sectionTitle}>
            {copy.characters.title}
          </h5>
          {rows.length === 0 ? (
            <p className="mt-2 text-ink-muted">{copy.characters.none}</p>
          ) : (
            <>
              <ul aria-labelledby={`${id}-characters`} className="mt-2 divide-y divide-line">
                {rows.map((row) => (
                  <li
                    key={row.key}
                    className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3"
                  >
                    <span className="min-w-0">
                      <span className="block font-medium break-words text-ink">{row.name}</span>
                      <span className="block text-sm text-ink-muted">
                        {formatMessage(row.character ? copy.characters.times : copy.units, {
                          count: row.count,
                        })}
                      </span>
                    </span>
                    {row.character && row.replacement !== null && (
                      <button
                        type="button"
                        onClick={() =>
                          replace((current) => current.replaceAll(row.character!, row.replacement!))
                        }
                        className={buttonStyles({ variant: 'secondary' })}
                      >
                        {copy.characters.replaceWith[codePointKey(row.replacement.codePointAt(0)!)]}
                        <span className="sr-only"> ({row.name})</span>
                      </button>
                    )}
                  </li>
                ))}
              </ul>
              {rows.filter((row) => row.replacement !== null).length > 1 && (
                <button
                  type="button"
                  onClick={() => replace(toGsm7)}
                  className={cn(buttonStyles({ variant: 'secondary' }), 'mt-3')}
                >
                  {copy.characters.replaceAll}
                </button>
              )}
              {pieces.some((piece) => piece.marked) && (
                <>
                  <p className={cn('mt-6', sectionTitle)}>{copy.characters.where}</p>
                  <p className="mt-2 rounded-lg border border-line bg-surface-muted px-4 py-3 text-sm [overflow-wrap:anywhere] whitespace-pre-wrap text-ink">
                    {pieces.map((piece, index) =>
                      piece.marked ? (
                        <mark key={index} className="rounded-sm bg-amber-200 px-0.5 text-ink">
                          {piece.text}
                        </mark>
                      ) : (
                        piece.text
                      ),
                    )}
                  </p>
                </>
              )}
            </>
          )}
        </div>
      ),
    };
  }, [id, copy, counted]);

  useEffect(() => {
    if (counted === undefined) return;
    // What the summary says once typing pauses, without its emphasis.
    const timer = setTimeout(
      () => setAnnounced(summary.current?.textContent ?? ''),
      ANNOUNCE_AFTER_MS,
    );
    return () => clearTimeout(timer);
  }, [counted]);

  return (
    <div className="mt-6 grid gap-8 lg:grid-cols-2">
      <div className="flex min-w-0 flex-col gap-4">
        <div role="group" aria-labelledby={`${id}-examples`}>
          <p id={`${id}-examples`} className={sectionTitle}>
            {copy.examplesLabel}
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            {copy.examples.map((example) => (
              <button
                key={example.label}
                type="button"
                onClick={() => setTyped(example.text)}
                className={buttonStyles({ variant: 'secondary' })}
              >
                {example.label}
              </button>
            ))}
          </div>
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-text`} className={sectionTitle}>
            {copy.label}
          </label>
          <textarea
            ref={field}
            id={`${id}-text`}
            rows={5}
            value={typed ?? ''}
            onChange={(event) => setTyped(event.target.value)}
            aria-describedby={shown.link ? `${id}-summary ${id}-link` : `${id}-summary`}
            className={inputStyles()}
          />
        </div>
        <p
          ref={summary}
          id={`${id}-summary`}
          className="rounded-card bg-brand-50 px-4 py-3 text-ink"
        >
          {shown.summary}
        </p>
        {shown.link && (
          <p id={`${id}-link`} className="text-sm text-ink-muted">
            {copy.linkNote}
          </p>
        )}
        <p role="status" className="sr-only">
          {announced}
        </p>
        {shown.parts > maxParts ? (
          <p className="text-sm text-ink-muted">{copy.tooManyParts}</p>
        ) : (
          shown.parts > 0 && (
            <button
              type="button"
              onClick={() => onParts(shown.parts)}
              className={cn(buttonStyles(), 'self-start')}
            >
              {shown.useParts}
            </button>
          )
        )}
      </div>
      {shown.characters}
    </div>
  );
}
