/**
 * How long the guide keeps what people send it, as the privacy notice (/privacidad) says:
 * contact messages twelve months from when they were sent. scripts/purge-trash.mjs holds the
 * same number (a test keeps the two equal).
 */
export const MESSAGE_RETENTION_DAYS = 365;

/** The moment before which a message is past its time. */
export const messagesExpireBefore = (now: number) => now - MESSAGE_RETENTION_DAYS * 86_400_000;

/**
 * How long what an admin deletes waits in the back-office's trash, restorable, before it goes for
 * good (scripts/purge-trash.mjs holds the same number; a test keeps the two equal).
 */
export const TRASH_RETENTION_DAYS = 30;

/** The moment before which a trash entry is past its time. */
export const trashExpiresBefore = (now: number) => now - TRASH_RETENTION_DAYS * 86_400_000;
