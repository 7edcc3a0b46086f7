import { getUserRecord } from './users';

/**
 * Who changed a record, by name ("Ada Lovelace"), from their users/{uid} record, which admins may
 * read. A lookup reads each uid once, however many records name it: a page makes one and a list
 * of fifty tours changed by two admins costs two reads. Null when the record cannot be read
 * (gone, or the account is no longer allowed to read it).
 */
export function userNameLookup(): (uid: string) => Promise<string | null> {
  const asked = new Map<string, Promise<string | null>>();
  return (uid) => {
    let name = asked.get(uid);
    if (!name) {
      name = getUserRecord(uid).then((record) =>
        record.isError ? null : `${record.data.name} ${record.data.surname}`,
      );
      asked.set(uid, name);
    }
    return name;
  };
}
