import { describe, expect, it } from 'vitest';
import { feedbackForAnswer, FEEDBACK_TIMEOUT_MS, transportFeedback } from './subscribe-feedback';
import { messages } from '@/content/messages';

const text = {
  ...messages.Newsletter.messages,
  invalidEmail: messages.Newsletter.errors.invalidEmail,
};

describe('newsletter feedback', () => {
  it('uses the published messages and the 5 s timeout', () => {
    expect(text.invalidEmail).toBe('Please enter a valid email address.');
    expect(text.success).toBe("You've been subscribed!");
    expect(text.failure).toBe('Subscription failed. Please try again.');
    expect(text.transportError).toBe('Something went wrong. Please try again.');
    expect(FEEDBACK_TIMEOUT_MS).toBe(5000);
  });

  it('statusCode 200 is success with the server message, or the default', () => {
    expect(feedbackForAnswer(200, { statusCode: 200, message: 'Welcome aboard' }, text)).toEqual({
      type: 'success',
      message: 'Welcome aboard',
    });
    expect(feedbackForAnswer(200, { statusCode: 200 }, text)).toEqual({
      type: 'success',
      message: "You've been subscribed!",
    });
  });

  it('another statusCode is an error with the server message, or the default', () => {
    expect(
      feedbackForAnswer(200, { statusCode: 201, message: 'Already registered' }, text),
    ).toEqual({ type: 'error', message: 'Already registered' });
    expect(feedbackForAnswer(200, { statusCode: 500 }, text)).toEqual({
      type: 'error',
      message: 'Subscription failed. Please try again.',
    });
    expect(feedbackForAnswer(200, { statusCode: 201, message: '  ' }, text).message).toBe(
      'Subscription failed. Please try again.',
    );
  });

  it('an HTTP error with a JSON body is a failure with its message', () => {
    expect(
      feedbackForAnswer(
        422,
        { statusCode: 422, message: 'Please enter a valid email address.' },
        text,
      ),
    ).toEqual({ type: 'error', message: 'Please enter a valid email address.' });
    expect(feedbackForAnswer(429, { statusCode: 429 }, text)).toEqual({
      type: 'error',
      message: 'Subscription failed. Please try again.',
    });
  });

  it('a store that cannot write (503), a 5xx from a proxy, no answer: the transport error', () => {
    const expected = { type: 'error', message: 'Something went wrong. Please try again.' };
    expect(feedbackForAnswer(503, { statusCode: 503, message: 'Store away' }, text)).toEqual(
      expected,
    );
    expect(feedbackForAnswer(502, { statusCode: 502, message: 'Bad gateway' }, text)).toEqual(
      expected,
    );
    expect(transportFeedback(text)).toEqual(expected);
  });
});
