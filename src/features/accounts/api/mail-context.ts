/**
 * Where a mail's link leads back to, and in which language the mail is written: the page the
 * visitor was on and the page's language. Auth sends its mails in its `languageCode`.
 */
export interface MailContext {
  language: string;
  /** An absolute URL of this site: Auth refuses a domain that is not authorised. */
  continueUrl: string;
}

/** A mail's context: the page's language, and a path of this site to come back to. */
export const mailContext = (language: string, path: string): MailContext => ({
  language,
  continueUrl: new URL(path, window.location.origin).href,
});
