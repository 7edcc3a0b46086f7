import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { ROUTES } from '@/config/routes';
import { listMuseums } from '@/features/museums/api/tematics';
import type { Tematic } from '@/features/museums/model/tematic';
import { getTour } from '@/features/tours/api/expositions';
import { createTour, editTour } from '@/features/tours/api/tour-admin';
import { expositionInputSchema, type Exposition } from '@/features/tours/model/exposition';
import { PageState } from '@/features/back-office/components/page-state';
import { loadFormData } from '@/features/back-office/load-records';
import { pick } from '@/lib/model/shared';
import { useResult } from '@/lib/use-result';
import { FormShell } from './form-shell';
import type { FieldDef } from './form-values';
import { MAIN_IMAGE, MainImageField, mainImageRequired } from './main-image-field';
import { useCpanelForm } from './use-cpanel-form';

const FIELDS: FieldDef[] = [
  {
    name: 'tematicId',
    label: 'cpanel.fields.museum',
    required: true,
    choose: 'cpanel.fields.chooseMuseum',
    hint: 'cpanel.fields.museumHint',
  },
  { name: 'name.es', label: 'cpanel.fields.titleEs', required: true },
  { name: 'name.en', label: 'cpanel.fields.titleEn', required: true },
  { name: 'description.es', label: 'cpanel.fields.descriptionEs', required: true, multiline: true },
  { name: 'description.en', label: 'cpanel.fields.descriptionEn', required: true, multiline: true },
  {
    name: 'address',
    label: 'cpanel.fields.address',
    required: true,
    autoComplete: 'street-address',
  },
  {
    name: 'resume.es',
    label: 'cpanel.fields.resumeEs',
    multiline: true,
    hint: 'cpanel.fields.resumeHint',
  },
  { name: 'resume.en', label: 'cpanel.fields.resumeEn', multiline: true },
];

/** Add or edit a tour. New tours start as drafts (the service sets it). */
export function TourForm({ tour, museums }: { tour?: Exposition; museums: Tematic[] }) {
  const { t, i18n } = useTranslation();
  const editing = tour !== undefined;
  const form = useCpanelForm({
    fields: FIELDS,
    record: tour,
    slots: [MAIN_IMAGE],
    files: mainImageRequired(editing),
    schema: expositionInputSchema,
    // Visitors see the museum's own name in each language: the tour keeps a copy of it.
    extraInput: (values) => ({
      museum: museums.find((each) => each.id === values.tematicId)?.name,
    }),
    fieldOf: (path) => (path[0] === 'museum' ? 'tematicId' : undefined),
    save: async (input, [file], options) =>
      tour
        ? editTour(tour.id, input, file ?? null, options)
        : file
          ? createTour(input, file, options)
          : null,
    created: 'cpanel.tours.created',
    doneTo: () => ROUTES.cpanelExpositions,
  });
  const museumChoices = museums.map(
    (museum) => [museum.id, pick(museum.name, i18n.language)] as const,
  );
  return (
    <FormShell
      form={form}
      title={t(editing ? 'pages.cpanelEditExposition' : 'pages.cpanelAddExposition')}
      titleId="tour-form-title"
      submitLabel={t(editing ? 'cpanel.form.save' : 'cpanel.tours.create')}
      backTo={ROUTES.cpanelExpositions}
      choices={{ tematicId: museumChoices }}
    >
      <MainImageField form={form} current={tour?.image} />
    </FormShell>
  );
}

function TourFormPage({ expositionId }: { expositionId: string | null }) {
  const { state, retry } = useResult(
    () => loadFormData(listMuseums, expositionId, getTour),
    `tour-form:${expositionId ?? 'new'}`,
  );
  if (state.status !== 'ready') return <PageState state={state} retry={retry} record="tour" />;
  const { choices, record } = state.data;
  return <TourForm key={record?.id ?? 'new'} tour={record} museums={choices} />;
}

export function AddTourPage() {
  return <TourFormPage expositionId={null} />;
}

export function EditTourPage() {
  const { expositionId = '' } = useParams();
  return <TourFormPage expositionId={expositionId} />;
}
