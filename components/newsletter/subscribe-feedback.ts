import type { Messages } from '@/content/messages';

/** What the visitor sees after a subscribe attempt. */
export type Feedback = { type: 'success' | 'error'; message: string };

type FeedbackMessages = Messages['Newsletter']['messages'];

/** How long a feedback message stays before it, its type and the email field clear. */
export const FEEDBACK_TIMEOUT_MS = 5000;

type SubscribeAnswer = { statusCode?: unknown; message?: unknown };

function serverMessage(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { message } = data as SubscribeAnswer;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

/**
 * Maps the site endpoint's answer to feedback (docs/contracts.md): statusCode 200 is success;
 * any other statusCode, or an HTTP error with a JSON body, is a failure with the server's message;
 * an HTTP 5xx (503: the site could not store the subscription; a proxy's 502 or 504) is the
 * transport-error state.
 */
export function feedbackForAnswer(
  status: number,
  data: unknown,
  messages: FeedbackMessages,
): Feedback {
  if (status >= 500) return transportFeedback(messages);
  const statusCode =
    typeof data === 'object' && data !== null ? (data as SubscribeAnswer).statusCode : undefined;
  if (status === 200 && statusCode === 200) {
    return { type: 'success', message: serverMessage(data) ?? messages.success };
  }
  return { type: 'error', message: serverMessage(data) ?? messages.failure };
}

/** The request never got a usable answer (network failure, no JSON body). */
export function transportFeedback(messages: FeedbackMessages): Feedback {
  return { type: 'error', message: messages.transportError };
}
