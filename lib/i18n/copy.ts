import { getMessages } from 'next-intl/server';
import type { Messages } from '@/content/messages';

export type Namespace = keyof Messages;

/**
 * The one way copy reaches a client component: a server component reads its namespace's typed
 * slice of the messages and hands down the part the component needs, as plain data. A message
 * that takes arguments (a count, an email address) is formatted on the server with `t()` and
 * handed down as a string of its own.
 */
export async function getCopy<N extends Namespace>(namespace: N): Promise<Messages[N]> {
  return (await getMessages())[namespace];
}
