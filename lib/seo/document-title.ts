import { messages } from '@/content/messages';

/** Search results cut titles near 60 characters; the brand suffix is kept only when it fits. */
export const titleBudget = 60;
export const titleSuffix = ` | ${messages.Common.siteName}`;

/** The document title of a page whose `meta.title` is given, as the root layout renders it. */
export function documentTitle(metaTitle: string): string {
  return metaTitle.length + titleSuffix.length <= titleBudget
    ? `${metaTitle}${titleSuffix}`
    : metaTitle;
}
