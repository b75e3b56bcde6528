/**
 * Name of the hidden field the demo form carries. People never see or fill it; a bot that fills
 * it gets a success-shaped answer and its submission is dropped. The name means nothing to
 * browsers' autofill (`website`, `url` or `company` would be filled for real visitors and drop
 * their leads), and the input has autocomplete="off" and tabindex="-1".
 */
export const HONEYPOT_FIELD = 'leave_this_empty';
