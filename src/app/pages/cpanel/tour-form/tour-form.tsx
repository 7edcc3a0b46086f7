import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { CPANEL_ROUTES } from '@/config/cpanel-routes';
import { ROUTES } from '@/config/routes';
import { AddressLine } from '@/features/cpanel/forms/address-line';
import type { Museum } from '@/features/museums/model/museum';
import { getTour } from '@/features/tours/api/tours';
import { createTour, editTour, newTourId } from '@/features/tours/api/tour-edits';
import { tourInputSchema, type Tour } from '@/features/tours/model/tour';
import { PageState } from '@/features/cpanel/components/page-state';
import { loadFormData } from '@/features/cpanel/load-records';
import { pick } from '@/lib/model/shared';
import { useResult } from '@/lib/use-result';
import { FormShell } from '@/features/cpanel/forms/form-shell';
import { bilingual, type FieldDef } from '@/features/cpanel/forms/form-values';
import { MAIN_IMAGE, MainImageField } from '@/features/cpanel/forms/main-image-field';
import type { ChosenFiles } from '@/features/cpanel/forms/cpanel-form-flow';
import { TOUR_MAP, TourPlanField } from '@/features/cpanel/forms/tour-plan-field';
import { useCpanelForm } from '@/features/cpanel/forms/use-cpanel-form';
import { today as todayInBuenosAires } from '@/lib/days';
import type { FormValues } from '@/features/cpanel/forms/form-values';
import { museumChoices } from './museum-choices';
import { TourDatesField } from './tour-dates-field';
import {
  datesInput,
  datesValues,
  dayFieldOf,
  dayMessage,
  isDayField,
  missingDays,
} from './tour-dates-values';

/**
 * The tour's fields. Its address is its museum's unless it has its own: the field says which,
 * and is required only when the museum has none.
 */
const tourFields = (museumAddress: string | undefined): FieldDef[] => [
  {
    name: 'museumId',
    label: 'cpanel.fields.museum',
    required: true,
    choose: 'cpanel.fields.chooseMuseum',
    hint: 'cpanel.fields.museumHint',
  },
  ...bilingual('name', 'cpanel.fields.title', { required: true }),
  ...bilingual('description', 'cpanel.fields.description', { required: true, multiline: true }),
  {
    name: 'address',
    label: 'cpanel.fields.address',
    required: !museumAddress,
    autoComplete: 'street-address',
    hint: museumAddress ? 'cpanel.fields.addressFromMuseum' : 'cpanel.fields.addressHint',
    hintValues: museumAddress ? { address: museumAddress } : undefined,
    placeholder: museumAddress,
  },
  ...bilingual(
    'resume',
    'cpanel.fields.resume',
    { multiline: true },
    { es: 'cpanel.fields.resumeHint' },
  ),
];

const NO_ADDRESSES: ReadonlyMap<string, string> = new Map();

/**
 * Add or edit a tour. New tours start as drafts (the service sets it) and lead to their works,
 * the next step; a tour shows its museum's address unless the admin types one of its own (a
 * museum without an address suggests its other tours' while the admin has not typed one).
 * Editing, the tour links to its works and its preview. Its floor plan, optional, is shown by
 * every work of the tour that has no map of its own. A tour is permanent or a temporary
 * exhibition with its days (tour-dates-field.tsx); reopening a closed one is saving later days.
 */
export function TourForm({
  tour,
  museums,
  addresses = NO_ADDRESSES,
}: {
  tour?: Tour;
  museums: Museum[];
  /** A new tour's likely address, by museum. */
  addresses?: ReadonlyMap<string, string>;
}) {
  const { t, i18n } = useTranslation();
  const museumOf = (id: string | undefined) => museums.find((each) => each.id === id);
  // A tour that shows its museum's address has no address of its own on the form.
  const record = tour && { ...tour, address: tour.addressFromMuseum === true ? '' : tour.address };
  const [museumId, setMuseumId] = useState(tour?.museumId ?? '');
  // The day the form opened on: a form left open past midnight warns as of when it was opened.
  const [today] = useState(todayInBuenosAires);
  // The values last checked: the days' problem words compare the two days.
  const checked = useRef<FormValues>({});
  const form = useCpanelForm({
    texts: 'tours',
    titles: { add: 'pages.cpanelAddTour', edit: 'pages.cpanelEditTour' },
    list: () => CPANEL_ROUTES.tours,
    addedTo: (id) => (typeof id === 'string' ? CPANEL_ROUTES.works(id) : undefined),
    fields: tourFields(museumOf(museumId)?.address),
    record,
    extraValues: datesValues(tour),
    extraMissing: missingDays,
    slots: [MAIN_IMAGE, TOUR_MAP],
    files: {
      mark: 'image',
      enough: (chosen: ChosenFiles) => tour !== undefined || Boolean(chosen[MAIN_IMAGE.baseName]),
    },
    // Its id is its address, made from its title as it is first saved.
    newId: newTourId,
    save: (input, files, options, id) =>
      tour ? editTour(tour.id, input, files, options) : createTour(input, files, options, id),
    schema: tourInputSchema,
    // Visitors see the museum's own name in each language: the tour keeps a copy of it.
    extraInput: (values) => {
      const museum = museumOf(values.museumId);
      const own = (values.address ?? '').trim();
      const fromMuseum = own === '' && Boolean(museum?.address);
      checked.current = values;
      return {
        museum: museum?.name,
        address: fromMuseum ? museum?.address : own,
        addressFromMuseum: fromMuseum,
        ...datesInput(values),
      };
    },
    fieldOf: (path) => (path[0] === 'museum' ? 'museumId' : dayFieldOf(path)),
    messageOf: (_issue, field) => dayMessage(field, checked.current),
    // The common words blame a text too long: a day's problem is not one.
    invalidMessage: (fields) => (fields.some(isDayField) ? 'forms.checkMarked' : undefined),
  });
  // The address last filled in from a museum: replaced when the museum changes, unlike one typed.
  const [filled, setFilled] = useState('');
  function change(name: string, value: string) {
    form.change(name, value);
    if (name === 'museumId') setMuseumId(value);
    if (tour || name !== 'museumId') return;
    const address = form.values.address ?? '';
    if (address.trim() !== '' && address !== filled) return;
    // A museum with an address gives it to the tour; one without, its other tours' address.
    const suggested = museumOf(value)?.address ? '' : (addresses.get(value) ?? '');
    // Filled in, not typed: a museum chosen and nothing else does not warn before leaving.
    form.fill('address', suggested);
    setFilled(suggested);
  }
  return (
    <FormShell
      form={form}
      titleId="tour-form-title"
      record={tour}
      onChange={change}
      links={
        <>
          {tour && (
            <p className="cpanel-trail">
              <Link to={CPANEL_ROUTES.works(tour.id)}>{t('cpanel.tours.works')}</Link>
              <Link to={CPANEL_ROUTES.preview(tour.id)}>{t('cpanel.tours.preview')}</Link>
            </p>
          )}
          <AddressLine values={form.values} record={tour} pathOf={ROUTES.tour} />
        </>
      }
      choices={{
        museumId: museums.map((museum) => [museum.id, pick(museum.name, i18n.language)]),
      }}
    >
      <TourDatesField form={form} today={today} />
      <MainImageField form={form} current={tour?.image} />
      <TourPlanField form={form} tour={tour} />
    </FormShell>
  );
}

function TourFormPage({ tourId }: { tourId: string | null }) {
  const { state, retry } = useResult(
    () => loadFormData(() => museumChoices(tourId === null), tourId, getTour),
    `tour-form:${tourId ?? 'new'}`,
  );
  if (state.status !== 'ready') return <PageState state={state} retry={retry} record="tour" />;
  const { choices, record } = state.data;
  return (
    <TourForm
      key={record?.id ?? 'new'}
      tour={record}
      museums={choices.museums}
      addresses={choices.addresses}
    />
  );
}

export function AddTourPage() {
  return <TourFormPage tourId={null} />;
}

export function EditTourPage() {
  const { tourId = '' } = useParams();
  return <TourFormPage tourId={tourId} />;
}
