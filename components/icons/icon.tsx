import { cn } from '@/lib/cn';

/**
 * Outline icons on a 24 px grid, drawn with the current text colour. One map from name to path
 * data, so content files can name an icon as plain data (`icon: 'phone'`).
 */
export const iconPaths = {
  message: 'M4 5h16v11H9l-5 4V5Z M8 9h8 M8 12h5',
  chat: 'M12 20a8 8 0 1 0-7-4.1L4 20l4.1-1A8 8 0 0 0 12 20Z M8.5 12h.01 M12 12h.01 M15.5 12h.01',
  phone:
    'M5 4h3l1.5 4-2 1.5a11 11 0 0 0 7 7l1.5-2 4 1.5v3a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2Z',
  mail: 'M3 6h18v12H3z M3 7l9 6 9-6',
  check: 'M5 12.5l4.5 4.5L19 7',
  shield: 'M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6l8-3Z M8.5 12l2.5 2.5 4.5-5',
  bolt: 'M13 2 4 14h7l-1 8 9-12h-7l1-8Z',
  chart: 'M4 20V11 M10 20V4 M16 20v-8 M21 20H3',
  globe:
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Z M3 12h18 M12 3c2.5 2.5 3.8 5.5 3.8 9s-1.3 6.5-3.8 9c-2.5-2.5-3.8-5.5-3.8-9S9.5 5.5 12 3Z',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Z M12 7v5l3 2',
  users:
    'M16 19v-1a4 4 0 0 0-4-4H7a4 4 0 0 0-4 4v1 M9.5 10a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z M21 19v-1a4 4 0 0 0-3-3.9 M15.5 4.1a3 3 0 0 1 0 5.8',
  code: 'M8 8l-4 4 4 4 M16 8l4 4-4 4 M14 5l-4 14',
  palette:
    'M12 3a9 9 0 1 0 0 18c.9 0 1.5-.6 1.5-1.5 0-.8-.7-1.2-.7-2 0-.8.7-1.5 1.5-1.5H17a4 4 0 0 0 4-4c0-5-4-9-9-9Z M7.5 11.5h.01 M10 7.5h.01 M14.5 7.5h.01',
  megaphone: 'M3 10v4h3l8 4V6l-8 4H3Z M17 9a4 4 0 0 1 0 6 M19.5 6.5a8 8 0 0 1 0 11',
  cart: 'M3 4h2l2.4 11h10.2L20 8H6.2 M9 20h.01 M17 20h.01',
  bank: 'M3 10h18L12 4 3 10Z M5 10v8 M9.5 10v8 M14.5 10v8 M19 10v8 M3 20h18',
  heart: 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z',
  headset:
    'M4 15v-3a8 8 0 0 1 16 0v3 M4 14h3v5H5a1 1 0 0 1-1-1v-4Z M20 14h-3v5h2a1 1 0 0 0 1-1v-4Z',
  lock: 'M6 11h12v10H6z M8 11V7a4 4 0 0 1 8 0v4 M12 15v2',
  bell: 'M6 16v-5a6 6 0 0 1 12 0v5l2 2H4l2-2Z M10 20a2 2 0 0 0 4 0',
  truck:
    'M3 6h11v10H3z M14 10h4l3 3v3h-7 M7 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z M17 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z',
  education: 'M2 9l10-5 10 5-10 5L2 9Z M6 11v5c3 2 9 2 12 0v-5 M22 9v5',
  building: 'M4 21V4h10v17 M14 9h6v12 M2 21h20 M8 8h2 M8 12h2 M8 16h2',
  sparkles:
    'M11 3l1.8 4.7 4.7 1.8-4.7 1.8L11 16l-1.8-4.7-4.7-1.8 4.7-1.8L11 3Z M18.5 14l.8 2.2 2.2.8-2.2.8-.8 2.2-.8-2.2-2.2-.8 2.2-.8.8-2.2Z',
  robot: 'M5 9h14v10H5z M12 5v4 M12 5h.01 M9.5 14h.01 M14.5 14h.01 M2 13v3 M22 13v3',
  link: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1 M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
  server: 'M4 4h16v6H4z M4 14h16v6H4z M8 7h.01 M8 17h.01',
  document: 'M6 3h9l4 4v14H6z M14 3v5h5 M9 13h7 M9 17h7',
  microphone: 'M12 15a3 3 0 0 0 3-3V6a3 3 0 0 0-6 0v6a3 3 0 0 0 3 3Z M5 11a7 7 0 0 0 14 0 M12 18v3',
  verified:
    'M12 3l2.4 1.8 3 .1.9 2.9 2.4 1.8-.9 2.9.9 2.9-2.4 1.8-.9 2.9-3 .1L12 21l-2.4-1.8-3-.1-.9-2.9-2.4-1.8.9-2.9-.9-2.9 2.4-1.8.9-2.9 3-.1L12 3Z M8.5 12l2.5 2.5 4.5-5',
  rupee: 'M7 4h10 M7 8h10 M7 4h3a4 4 0 0 1 0 8H7l8 8',
  arrowRight: 'M5 12h14 M13 6l6 6-6 6',
  image: 'M4 5h16v14H4z M4 16l5-5 4 4 3-3 4 4 M15 9h.01',
  calendar: 'M4 6h16v14H4z M4 10h16 M8 3v4 M16 3v4',
  cloud: 'M7 18a4 4 0 0 1-.5-8A6 6 0 0 1 18 9a4.5 4.5 0 0 1-.5 9H7Z',
  target:
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Z M12 17a5 5 0 1 0 0-10 5 5 0 0 0 0 10Z M12 13a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z',
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14Z M20 20l-4-4',
  settings:
    'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z M12 2v3 M12 19v3 M2 12h3 M19 12h3 M4.9 4.9l2.1 2.1 M17 17l2.1 2.1 M4.9 19.1 7 17 M17 7l2.1-2.1',
} as const;

export type IconName = keyof typeof iconPaths;

/** A decorative icon; the text beside it carries the meaning, so it is hidden from assistive tech. */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={cn('size-6 shrink-0', className)}
    >
      <path d={iconPaths[name]} />
    </svg>
  );
}
