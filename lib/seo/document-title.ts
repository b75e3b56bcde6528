import { getCopy } from '@/lib/i18n/copy';

/** Search results cut titles near 60 characters; the brand suffix is kept only when it fits. */
const titleBudget = 60;
const titleSuffix = ` | ${getCopy('Common').copy.siteName}`;

/** The document title of a page whose `meta.title` is given, as the root layout renders it. */
export function documentTitle(metaTitle: string): string {
  return metaTitle.length + titleSuffix.length <= titleBudget
    ? `${metaTitle}${titleSuffix}`
    : metaTitle;
}
