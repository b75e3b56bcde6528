import type { FaqIcon } from '@/content/faq';

const paths: Record<FaqIcon, string> = {
  info: 'M12 22a10 10 0 1 1 0-20 10 10 0 0 1 0 20Zm0-2a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm-1-9h2v6h-2v-6Zm0-4h2v2h-2V7Z',
  chat: 'M4 4h16a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H8.4L4 20.5V5a1 1 0 0 1 1-1Zm1 2v10.4L7.6 15H19V6H5Zm3 3h8v2H8V9Z',
  megaphone:
    'M20 3v18l-6-3.6V21h-2v-4.8L9 14.4H5a2 2 0 0 1-2-2v-2.8a2 2 0 0 1 2-2h4L20 3Zm-2 3.3-8.5 3.3H5v2.8h4.5L18 15.7V6.3Z',
  code: 'm8.7 16.6-1.4 1.4L1.3 12l6-6 1.4 1.4L4.1 12l4.6 4.6Zm6.6 0 4.6-4.6-4.6-4.6L16.7 6l6 6-6 6-1.4-1.4Z',
};

/** The small pictogram beside each FAQ category (spec §3: FAQ category icon). */
export function FaqCategoryIcon({ icon }: { icon: FaqIcon }) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" className="size-5 shrink-0">
      <path d={paths[icon]} />
    </svg>
  );
}
