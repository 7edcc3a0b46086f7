const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A new document id, chosen in the browser before anything is written: 20 letters and digits
 * drawn from the system's random source, as Firestore's own automatic ids are (about 119 bits: no
 * two will meet). Needs no Firebase, so a form can hold its record's id from the moment it opens.
 */
export function newRecordId(): string {
  let id = '';
  while (id.length < 20) {
    for (const byte of crypto.getRandomValues(new Uint8Array(32))) {
      // 248 = 4 × 62: the bytes above it are dropped, so every character is equally likely.
      if (byte < 248 && id.length < 20) id += ALPHABET.charAt(byte % 62);
    }
  }
  return id;
}
