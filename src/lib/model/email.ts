import * as z from 'zod/mini';

/**
 * An e-mail address as people type it: spaces around it do not count, at most 254 characters
 * (the longest a mail server takes). The one e-mail check of the guide's forms.
 */
export const emailAddress = z.pipe(z.string().check(z.trim()), z.email().check(z.maxLength(254)));
