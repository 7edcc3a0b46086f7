import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { userNameLookup } from '@/features/accounts/api/user-names';
import { formatAgo } from '@/lib/format';
import { currentUser, useSession } from '@/lib/session';
import './last-change.css';

/** What a museum, tour or work says of its last change (documents stored before say nothing). */
export interface Changed {
  updatedAt?: number;
  updatedBy?: string;
}

/** Names by uid: a string once read, null when it could not be, absent while it is read. */
export type ChangerNames = ReadonlyMap<string, string | null>;

/**
 * The names of the admins who last changed `records`, each uid read once for as long as the page
 * shows (a list of fifty records changed by two admins reads two users records). The signed-in
 * admin is not read: they are "you".
 */
export function useChangerNames(records: readonly Changed[]): ChangerNames {
  const [lookup] = useState(userNameLookup);
  const [names, setNames] = useState<ChangerNames>(() => new Map());
  const me = currentUser(useSession().session)?.uid;
  const wanted = [...new Set(records.flatMap((record) => record.updatedBy ?? []))]
    .filter((uid) => uid !== me)
    .sort()
    .join('\n');
  useEffect(() => {
    if (wanted === '') return;
    let live = true;
    for (const uid of wanted.split('\n')) {
      void lookup(uid).then((name) => {
        if (live)
          setNames((known) => (known.get(uid) === name ? known : new Map(known).set(uid, name)));
      });
    }
    return () => {
      live = false;
    };
  }, [wanted, lookup]);
  return names;
}

/**
 * "Modificado por Ada Lovelace · hace 2 horas" / "Changed by you · 2 hours ago": who changed the
 * record last and when, in the page's language; "—" for a record stored before that was kept.
 */
export function LastChange({ record, names }: { record: Changed; names: ChangerNames }) {
  const { t } = useTranslation();
  const me = currentUser(useSession().session)?.uid;
  // "2 hours ago" as of when the page showed it, like the rest of what it read.
  const [now] = useState(Date.now);
  const uid = record.updatedBy;
  const who =
    uid === undefined
      ? t('cpanel.lastChange.nobody')
      : uid === me
        ? t('cpanel.lastChange.you')
        : names.has(uid)
          ? (names.get(uid) ?? t('cpanel.lastChange.nobody'))
          : '…';
  const at = record.updatedAt;
  return (
    <p className="last-change">
      {t('cpanel.lastChange.by', { who })}
      {at !== undefined && uid !== undefined && (
        <>
          {' · '}
          <time dateTime={new Date(at).toISOString()}>{formatAgo(at, now, t)}</time>
        </>
      )}
    </p>
  );
}
