import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A short "saved" line after an action, kept as its key so that it follows a language switch;
 * `say(null)` clears it before the next try.
 */
export function useSaid(): [string, (key: string | null) => void] {
  const { t } = useTranslation();
  const [key, setKey] = useState<string | null>(null);
  return [key ? t(key) : '', setKey];
}
