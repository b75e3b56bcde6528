'use client';

import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { inputStyles } from '@/components/forms/input-styles';
import { buttonStyles } from '@/components/ui/button-link';
import type { Messages } from '@/content/messages';
import { cn } from '@/lib/cn';
import { messagePieces } from '@/lib/i18n/fill-message';
import { pluralMessages } from '@/lib/i18n/plural-message';
import { characterRows, codePointKey, markedPieces } from '@/lib/sms/character-names';
import { countSmsParts, replaceCharacter, toGsm7 } from '@/lib/sms/message-parts';

type ComposerMessages = Messages['MessageComposer'];

/** The composer's copy: its messages, with the examples as a list and the counts formatted. */
export type MessageComposerCopy = Omit<
  ComposerMessages,
  'title' | 'intro' | 'rules' | 'examples' | 'characters'
> & {
  examples: { label: string; text: string }[];
  characters: Omit<ComposerMessages['characters'], 'replaceWith'> & {
    /** 'Replace with …', keyed by the code point of the replacement's first character. */
    replaceWith: Readonly<Record<string, string>>;
  };
};

// Long enough to hear a pause in typing, short enough to answer it.
const ANNOUNCE_AFTER_MS = 1_000;

const sectionTitle = 'text-base font-semibold text-ink';

/**
 * The SMS message composer: as the visitor types, pastes or picks an example, it shows the
 * encoding, the characters as billed, the parts and the room left in the last one (the field's
 * description too, announced politely once typing pauses); names the characters that force
 * Unicode, shows where they are, and replaces those that have a GSM-7 lookalike. The message
 * stays in the page: it is never sent nor put in the address.
 */
export function MessageComposer({
  copy,
  locale,
  maxParts,
  onParts,
}: {
  copy: MessageComposerCopy;
  /** The site's locale, to word the counts. */
  locale: string;
  /** The most parts per message the estimate takes. */
  maxParts: number;
  /** Sets the estimator's parts per message. */
  onParts: (parts: number) => void;
}) {
  const id = useId();
  const pluralMessage = useMemo(() => pluralMessages(locale), [locale]);
  const field = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [announced, setAnnounced] = useState('');
  const edited = useRef(false);

  const count = countSmsParts(text);
  const rows = characterRows(count.unicodeCharacters, copy.names);
  const replaceable = rows.filter((row) => row.replacement !== null);
  const pieces = markedPieces(text, count.unicodeCharacters);
  // Worded only once there is a message: the empty composer shows `copy.empty`, and formats no
  // count while the page loads.
  const values = text
    ? {
        encoding: copy.encodings[count.encoding],
        units: pluralMessage(copy.units, count.units),
        parts: pluralMessage(copy.parts, count.parts),
        room: pluralMessage(copy.room, count.remaining),
      }
    : undefined;
  const summary = values ? messagePieces(copy.summary, values).join('') : copy.empty;

  useEffect(() => {
    if (!edited.current) return;
    const timer = setTimeout(() => setAnnounced(summary), ANNOUNCE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [summary]);

  const edit = (next: string) => {
    edited.current = true;
    setText(next);
  };
  // The button pressed goes with the character it replaced: the message takes the focus.
  const replace = (next: string) => {
    edit(next);
    field.current?.focus();
  };

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
                onClick={() => edit(example.text)}
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
            value={text}
            onChange={(event) => edit(event.target.value)}
            aria-describedby={`${id}-summary`}
            className={inputStyles()}
          />
        </div>
        <p id={`${id}-summary`} className="rounded-card bg-brand-50 px-4 py-3 text-ink">
          {values
            ? messagePieces(copy.summary, {
                ...values,
                encoding: (
                  <strong key="encoding" className="font-semibold">
                    {values.encoding}
                  </strong>
                ),
                parts: (
                  <strong key="parts" className="font-bold text-brand-800">
                    {values.parts}
                  </strong>
                ),
              })
            : copy.empty}
        </p>
        <p role="status" className="sr-only">
          {announced}
        </p>
        {count.parts > maxParts ? (
          <p className="text-sm text-ink-muted">{copy.tooManyParts}</p>
        ) : (
          count.parts > 0 && (
            <button
              type="button"
              onClick={() => onParts(count.parts)}
              className={cn(buttonStyles(), 'self-start')}
            >
              {pluralMessage(copy.useParts, count.parts)}
            </button>
          )
        )}
      </div>

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
                      {row.character
                        ? pluralMessage(copy.characters.times, row.count)
                        : pluralMessage(copy.units, row.count)}
                    </span>
                  </span>
                  {row.character && row.replacement !== null && (
                    <button
                      type="button"
                      onClick={() => replace(replaceCharacter(text, row.character!))}
                      className={buttonStyles({ variant: 'secondary' })}
                    >
                      {copy.characters.replaceWith[codePointKey(row.replacement.codePointAt(0)!)]}
                      <span className="sr-only"> ({row.name})</span>
                    </button>
                  )}
                </li>
              ))}
            </ul>
            {replaceable.length > 1 && (
              <button
                type="button"
                onClick={() => replace(toGsm7(text))}
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
    </div>
  );
}
