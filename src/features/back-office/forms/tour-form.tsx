import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { ROUTES } from '@/config/routes';
import { listMuseums } from '@/features/museums/api/museums';
import type { Museum } from '@/features/museums/model/museum';
import { getTour } from '@/features/tours/api/tours';
import { createTour, editTour } from '@/features/tours/api/tour-admin';
import { tourInputSchema, type Tour } from '@/features/tours/model/tour';
import { PageState } from '@/features/back-office/components/page-state';
import { loadFormData } from '@/features/back-office/load-records';
import { pick } from '@/lib/model/shared';
import { useResult } from '@/lib/use-result';
import { FormShell } from './form-shell';
import { bilingual, type FieldDef } from './form-values';
import { MainImageField, mainImageFlow } from './main-image-field';
import { useCpanelForm } from './use-cpanel-form';

const FIELDS: FieldDef[] = [
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
    required: true,
    autoComplete: 'street-address',
  },
  ...bilingual(
    'resume',
    'cpanel.fields.resume',
    { multiline: true },
    { es: 'cpanel.fields.resumeHint' },
  ),
];

/** Add or edit a tour. New tours start as drafts (the service sets it). */
export function TourForm({ tour, museums }: { tour?: Tour; museums: Museum[] }) {
  const { i18n } = useTranslation();
  const form = useCpanelForm({
    texts: 'tours',
    titles: { add: 'pages.cpanelAddTour', edit: 'pages.cpanelEditTour' },
    list: () => ROUTES.cpanelTours,
    fields: FIELDS,
    record: tour,
    ...mainImageFlow(tour, editTour, createTour),
    schema: tourInputSchema,
    // Visitors see the museum's own name in each language: the tour keeps a copy of it.
    extraInput: (values) => ({
      museum: museums.find((each) => each.id === values.museumId)?.name,
    }),
    fieldOf: (path) => (path[0] === 'museum' ? 'museumId' : undefined),
  });
  return (
    <FormShell
      form={form}
      titleId="tour-form-title"
      choices={{
        museumId: museums.map((museum) => [museum.id, pick(museum.name, i18n.language)]),
      }}
    >
      <MainImageField form={form} current={tour?.image} />
    </FormShell>
  );
}

function TourFormPage({ tourId }: { tourId: string | null }) {
  const { state, retry } = useResult(
    () => loadFormData(listMuseums, tourId, getTour),
    `tour-form:${tourId ?? 'new'}`,
  );
  if (state.status !== 'ready') return <PageState state={state} retry={retry} record="tour" />;
  const { choices, record } = state.data;
  return <TourForm key={record?.id ?? 'new'} tour={record} museums={choices} />;
}

export function AddTourPage() {
  return <TourFormPage tourId={null} />;
}

export function EditTourPage() {
  const { tourId = '' } = useParams();
  return <TourFormPage tourId={tourId} />;
}
