import type { ValueIcon as ValueIconName } from '@/content/about';

const paths: Record<ValueIconName, string> = {
  lightbulb:
    'M9 21h6v-2H9v2Zm3-19a7 7 0 0 0-4 12.7V17h8v-2.3A7 7 0 0 0 12 2Zm2.9 11.1-.9.6V15h-4v-1.3l-.9-.6a5 5 0 1 1 5.8 0Z',
  shield:
    'M12 2 4 5v6c0 5 3.4 9.7 8 11 4.6-1.3 8-6 8-11V5l-8-3Zm6 9c0 4-2.6 7.7-6 8.9-3.4-1.2-6-4.9-6-8.9V6.4l6-2.3 6 2.3V11Zm-8.6.6-1.4 1.4 3 3 6-6-1.4-1.4-4.6 4.6-1.6-1.6Z',
  eye: 'M12 5c-5 0-9 4.5-10 7 1 2.5 5 7 10 7s9-4.5 10-7c-1-2.5-5-7-10-7Zm0 12c-3.5 0-6.4-2.9-7.8-5C5.6 9.9 8.5 7 12 7s6.4 2.9 7.8 5c-1.4 2.1-4.3 5-7.8 5Zm0-8a3 3 0 1 0 0 6 3 3 0 0 0 0-6Z',
  heart:
    'M12 21s-8-5.2-8-11a4.5 4.5 0 0 1 8-2.8A4.5 4.5 0 0 1 20 10c0 5.8-8 11-8 11Zm0-2.4c2.5-1.8 6-5 6-8.6a2.5 2.5 0 0 0-4.5-1.5L12 10.2l-1.5-1.7A2.5 2.5 0 0 0 6 10c0 3.6 3.5 6.8 6 8.6Z',
};

/** The pictogram of one of the company's values (spec §3: Value icon). */
export function ValueIcon({ icon }: { icon: ValueIconName }) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" className="size-6">
      <path d={paths[icon]} />
    </svg>
  );
}
