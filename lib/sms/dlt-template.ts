/**
 * The rules of an Indian DLT template that change what an SMS costs or needs: its variables and
 * its links. Every commercial SMS sent in India matches a template registered on the operators'
 * DLT platform (TRAI's TCCCPR 2018), in which each variable part is written `{#var#}` and holds up
 * to 30 characters once filled; since 1 October 2024 a link in an SMS must also be whitelisted on
 * DLT, or the operators block the message.
 *
 * Pure and dependency-free, like message-parts, which counts a template's parts with these.
 */

/**
 * A variable, exactly as DLT platforms write it: lower case, no spaces. `{#VAR#}` or a half-typed
 * `{#va` is not a variable there (the template would hold it as text), so it is counted as the
 * characters typed.
 */
export const DLT_VARIABLE = '{#var#}';

/**
 * The characters a variable may hold once filled, counted in the message's encoding: 30 septets
 * of the GSM-7 basic table for a GSM-7 message (a value of extension characters like € would
 * take more, one in another script would make the message Unicode: neither is the common case),
 * 30 UTF-16 units for a Unicode message (30 characters of Hindi, Tamil or any Indian script). The
 * filled characters are ordinary text, so they may run across a part boundary.
 */
export const DLT_VARIABLE_CHARACTERS = 30;

/**
 * A link, as a sender writes one in an SMS: `http://` or `https://` and at least one character,
 * `www.` and a name, or a bare domain with a path (`lntr.in/t/1`). A bare domain without a path
 * (`lantern.in`) is not taken for a link, so that abbreviations like `Rs.500` or `Dr.Meena` are
 * not either; the path's slash is what makes a sender's short link.
 */
const LINK = /\bhttps?:\/\/\S|(?:^|[^\w@.-])(?:www\.[a-z0-9]|(?:[a-z0-9-]+\.)+[a-z]{2,}\/)/i;

/** Whether the text holds a link, which DLT must have whitelisted before the SMS is sent. */
export function containsLink(text: string): boolean {
  return LINK.test(text);
}
