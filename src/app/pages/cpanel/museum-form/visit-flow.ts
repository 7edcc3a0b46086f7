import { useRef } from 'react';
import type { PageTexts } from '@/i18n/page-texts';
import type { FieldDef, FormValues } from '@/features/cpanel/forms/form-values';
import { bilingual } from '@/features/cpanel/forms/form-values';
import type { Museum } from '@/features/museums/model/museum';
import { isVisitField, visitMessage } from './visit-problems';
import { visitInput, visitValues } from './visit-values';

/** The form's own texts (the visit's words), loaded with it, off the public pages' first paint. */
export const MUSEUM_FORM_TEXTS: PageTexts = {
  probe: 'cpanel.visit.address',
  load: {
    es: () => import('@/i18n/locales/es/museum-form.json'),
    en: () => import('@/i18n/locales/en/museum-form.json'),
  },
};

/** The visit's text fields, each optional: the form lists them after the museum's texts. */
export const VISIT_FIELDS: FieldDef[] = [
  {
    name: 'address',
    label: 'cpanel.visit.address',
    autoComplete: 'street-address',
    hint: 'cpanel.visit.addressHint',
  },
  {
    name: 'website',
    label: 'cpanel.visit.website',
    autoComplete: 'url',
    hint: 'cpanel.visit.websiteHint',
  },
  {
    name: 'phone',
    label: 'cpanel.visit.phone',
    autoComplete: 'tel',
    hint: 'cpanel.visit.phoneHint',
  },
  ...bilingual(
    'accessibility',
    'cpanel.visit.accessibility',
    { multiline: true },
    { es: 'cpanel.visit.accessibilityHint' },
  ),
];

/**
 * What the museum form's flow adds for the visit: the hours' starting values, the visit as the
 * schema takes it (an optional field left empty is left out), and each problem on its input in
 * plain words.
 */
export function useVisitFlow(museum: Museum | undefined) {
  // Where each problem of the hours, found in the order they are saved in, is on the form.
  const places = useRef<ReturnType<typeof visitInput>['placeOf']>(() => undefined);
  return {
    extraValues: visitValues(museum),
    extraInput: (values: FormValues) => {
      const { input, placeOf } = visitInput(values);
      places.current = placeOf;
      return input;
    },
    fieldOf: (path: readonly PropertyKey[]) => places.current(path),
    messageOf: visitMessage,
    invalidMessage: (fields: string[]) =>
      fields.some(isVisitField) ? 'forms.checkMarked' : undefined,
  };
}
