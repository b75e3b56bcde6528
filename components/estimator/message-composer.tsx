'use client';

import {
  memo,
  useCallback,
  useDeferredValue,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { inputStyles } from '@/components/forms/input-styles';
import { buttonStyles } from '@/components/ui/button-styles';
import type { Messages } from '@/content/messages';
import { cn } from '@/lib/cn';
import { formatMessage, formatRichMessage, type CompiledMessage } from '@/lib/i18n/format-message';
import {
  characterRows,
  codePointKey,
  markedPieces,
  type CharacterNames,
} from '@/lib/sms/character-names';
import { containsLink } from '@/lib/sms/dlt-template';
import { countSmsParts, replaceCharacter, toGsm7, type SmsParts } from '@/lib/sms/message-parts';

type ComposerMessages = Messages['MessageComposer'];

/** The composer's messages that take a count or a value, filled as the visitor types. */
export type ComposerMessageId =
  'summary' | 'summaryTemplate' | 'variables' | 'units' | 'parts' | 'room' | 'useParts';

/**
 * The composer's copy: its messages, with the examples as a list, the counts of the page
 * formatted, and the messages it fills compiled (lib/i18n/compile-message.ts).
 */
export type MessageComposerCopy = Omit<
  ComposerMessages,
  'title' | 'intro' | 'rules' | 'examples' | 'characters' | 'names' | ComposerMessageId
> &
  Record<ComposerMessageId, CompiledMessage> & {
    examples: { label: string; text: string }[];
    characters: Omit<ComposerMessages['characters'], 'replaceWith' | 'times'> & {
      times: CompiledMessage;
      /** 'Replace with …', keyed by the code point of the replacement's first character. */
      replaceWith: Readonly<Record<string, string>>;
    };
    names: CharacterNames;
  };

/** The summary's tags, for the announcement: their words without the emphasis. */
const plainTag = (chunks: string[]) => chunks.join('');

// Long enough to hear a pause in typing, short enough to answer it.
const ANNOUNCE_AFTER_MS = 1_000;

const sectionTitle = 'text-base font-semibold text-ink';

type Edit = (change: (current: string) => string) => void;

/**
 * The SMS message composer: as the visitor types, pastes or picks an example, it shows the
 * encoding, the characters as billed, the parts and the room left in the last one (the field's
 * description too, announced politely once typing pauses); counts a DLT template's variables at
 * the 30 characters each may hold, and notes that a link must be whitelisted on DLT; names the
 * characters that force Unicode, shows where they are, and replaces those that have a GSM-7
 * lookalike. The message stays in the page: it is never sent nor put in the address.
 *
 * The field answers each keystroke at once; the count and what shows it follow in a deferred
 * render (useDeferredValue), which React drops when the next keystroke comes first, so a
 * throttled phone paints the typed character without waiting for the count.
 */
export function MessageComposer({
  copy,
  maxParts,
  onParts,
}: {
  copy: MessageComposerCopy;
  /** The most parts per message the estimate takes. */
  maxParts: number;
  /** Sets the estimator's parts per message. */
  onParts: (parts: number) => void;
}) {
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const counted = useDeferredValue(text);
  const count = useMemo(() => countSmsParts(counted), [counted]);
  const link = useMemo(() => containsLink(counted), [counted]);
  const edited = useRef(false);

  const edit = useCallback((next: string | ((current: string) => string)) => {
    edited.current = true;
    setText(next);
  }, []);
  // The button pressed goes with the character it replaced: the message takes the focus.
  const replace = useCallback<Edit>(
    (change) => {
      edit(change);
      field.current?.focus();
    },
    [edit],
  );

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
            aria-describedby={link ? `${id}-summary ${id}-link` : `${id}-summary`}
            className={inputStyles()}
          />
        </div>
        <MessageSummary
          id={id}
          copy={copy}
          text={counted}
          count={count}
          link={link}
          maxParts={maxParts}
          onParts={onParts}
          edited={edited}
        />
      </div>
      <UnicodeCharacters id={id} copy={copy} text={counted} count={count} onReplace={replace} />
    </div>
  );
}

/**
 * What the message costs: the summary (for a DLT template, at its longest once filled), its
 * announcement once typing pauses, the note on links, and the button that puts the parts in the
 * estimate.
 */
const MessageSummary = memo(function MessageSummary({
  id,
  copy,
  text,
  count,
  link,
  maxParts,
  onParts,
  edited,
}: {
  id: string;
  copy: MessageComposerCopy;
  text: string;
  count: SmsParts;
  link: boolean;
  maxParts: number;
  onParts: (parts: number) => void;
  /** Whether the visitor has changed the message: nothing is announced before. */
  edited: RefObject<boolean>;
}) {
  const [announced, setAnnounced] = useState('');
  // A template is billed as filled: every variable at the 30 characters it may hold.
  const { units, parts, remaining } = count.filled ?? count;
  // Worded only once there is a message: the empty composer shows `copy.empty`, and formats no
  // count while the page loads.
  const values = text
    ? {
        encoding: copy.encodings[count.encoding],
        variables: count.filled
          ? formatMessage(copy.variables, { count: count.filled.variables })
          : '',
        units: formatMessage(copy.units, { count: units }),
        parts: formatMessage(copy.parts, { count: parts }),
        room: formatMessage(copy.room, { count: remaining }),
      }
    : undefined;
  const message = count.filled ? copy.summaryTemplate : copy.summary;
  const summary = values
    ? formatMessage(message, { ...values, strong: plainTag, highlight: plainTag })
    : copy.empty;

  useEffect(() => {
    if (!edited.current) return;
    const timer = setTimeout(() => setAnnounced(summary), ANNOUNCE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [summary, edited]);

  return (
    <>
      <p id={`${id}-summary`} className="rounded-card bg-brand-50 px-4 py-3 text-ink">
        {values
          ? formatRichMessage<ReactNode>(message, {
              ...values,
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
          : copy.empty}
      </p>
      {link && (
        <p id={`${id}-link`} className="text-sm text-ink-muted">
          {copy.linkNote}
        </p>
      )}
      <p role="status" className="sr-only">
        {announced}
      </p>
      {parts > maxParts ? (
        <p className="text-sm text-ink-muted">{copy.tooManyParts}</p>
      ) : (
        parts > 0 && (
          <button
            type="button"
            onClick={() => onParts(parts)}
            className={cn(buttonStyles(), 'self-start')}
          >
            {formatMessage(copy.useParts, { count: parts })}
          </button>
        )
      )}
    </>
  );
});

/**
 * The characters that make the message Unicode: named, counted, marked where they are, and
 * replaced by their GSM-7 lookalikes on request.
 */
const UnicodeCharacters = memo(function UnicodeCharacters({
  id,
  copy,
  text,
  count,
  onReplace,
}: {
  id: string;
  copy: MessageComposerCopy;
  text: string;
  count: SmsParts;
  /** Changes the message as it is now, which may be ahead of `text`. */
  onReplace: Edit;
}) {
  const rows = characterRows(count.unicodeCharacters, copy.names);
  const replaceable = rows.filter((row) => row.replacement !== null);
  const pieces = markedPieces(text, count.unicodeCharacters);
  return (
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
                      onReplace((current) => replaceCharacter(current, row.character!))
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
          {replaceable.length > 1 && (
            <button
              type="button"
              onClick={() => onReplace(toGsm7)}
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
  );
});
