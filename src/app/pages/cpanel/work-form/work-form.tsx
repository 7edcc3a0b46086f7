import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { CPANEL_ROUTES } from '@/config/cpanel-routes';
import { URL_SEGMENTS } from '@/config/vocabulary';
import { listAllTours } from '@/features/tours/api/tours';
import type { Tour } from '@/features/tours/model/tour';
import { getWork } from '@/features/works/api/works';
import { createWork, editWork } from '@/features/works/api/work-edits';
import { codeOf } from '@/features/works/model/codes';
import { workInputSchema, type Work } from '@/features/works/model/work';
import { PageState } from '@/features/cpanel/components/page-state';
import { loadFormData } from '@/features/cpanel/load-records';
import { pick } from '@/lib/model/shared';
import { translatable } from '@/lib/translatable';
import { useResult } from '@/lib/use-result';
import { FormShell } from '@/features/cpanel/forms/form-shell';
import { bilingual, type FieldDef } from '@/features/cpanel/forms/form-values';
import { useNextOrder } from '@/features/cpanel/forms/next-order';
import { useCpanelForm } from '@/features/cpanel/forms/use-cpanel-form';
import { oneWorkFile, WORK_FILES, WorkFilesField } from '@/features/cpanel/forms/work-files-field';

const FIELDS: FieldDef[] = [
  {
    name: 'tourId',
    label: 'cpanel.fields.tour',
    required: true,
    choose: 'cpanel.fields.chooseTour',
  },
  {
    name: 'order',
    label: 'cpanel.fields.order',
    required: true,
    type: 'number',
    hint: 'cpanel.fields.orderHint',
  },
  ...bilingual('name', 'cpanel.fields.title', { required: true }),
  { name: 'author', label: 'cpanel.fields.author', required: true },
  ...bilingual(
    'room',
    'cpanel.fields.room',
    {},
    { es: 'cpanel.fields.roomEsHint', en: 'cpanel.fields.roomEnHint' },
  ),
  ...bilingual('description', 'cpanel.fields.description', { required: true, multiline: true }),
  ...bilingual(
    'transcript',
    'cpanel.fields.transcript',
    { multiline: true },
    { es: 'cpanel.fields.transcriptHint' },
  ),
];

export function WorkForm({
  work,
  tours,
  preselected = '',
}: {
  work?: Work;
  tours: Tour[];
  preselected?: string;
}) {
  const { t, i18n } = useTranslation();
  const form = useCpanelForm({
    texts: 'works',
    titles: { add: 'pages.cpanelArtForm', edit: 'pages.cpanelEditWork' },
    // Its tour's works once it has a tour; the tours otherwise.
    list: (values) => (values.tourId ? CPANEL_ROUTES.works(values.tourId) : CPANEL_ROUTES.tours),
    fields: FIELDS,
    record: work,
    defaults: { tourId: preselected },
    slots: WORK_FILES,
    files: oneWorkFile(work),
    schema: workInputSchema,
    draftKey: work ? `works:${work.id}` : `works:new:${preselected}`,
    messageOf: (_issue, field) =>
      field === 'order' ? translatable('cpanel.works.orderInvalid') : undefined,
    invalidMessage: (fields) =>
      fields.includes('order') ? 'cpanel.works.orderInvalid' : undefined,
    place: (values) => tours.find((tour) => tour.id === values.tourId)?.name,
    save: (input, files, options, id) =>
      work ? editWork(work.id, input, files, options) : createWork(input, files, options, id),
  });
  // The next free number is filled in, not typed: it does not count as a change to warn about.
  const typing = useRef(false);
  const nextOrder = useNextOrder(
    {
      values: form.values,
      change: (name, value) => (typing.current ? form.change : form.fill)(name, value),
    },
    work !== undefined,
  );
  const onChange = (name: string, value: string) => {
    typing.current = true;
    nextOrder(name, value);
    typing.current = false;
  };
  const tourChoices = tours.map((tour) => [tour.id, pick(tour.name, i18n.language)] as const);
  return (
    <FormShell
      form={form}
      titleId="work-form-title"
      record={work}
      choices={{ tourId: tourChoices }}
      onChange={onChange}
      links={
        work && (
          <p className="address-line">
            {t('cpanel.works.codeLine', { code: codeOf(work) })}{' '}
            <span className="field__hint">{t('cpanel.works.codeKept')}</span>
          </p>
        )
      }
    >
      <WorkFilesField
        form={form}
        work={work}
        tour={tours.find((tour) => tour.id === form.values.tourId)}
      />
    </FormShell>
  );
}

function WorkFormPage({ workId }: { workId: string | null }) {
  const [params] = useSearchParams();
  const { state, retry } = useResult(
    () => loadFormData(listAllTours, workId, getWork),
    `work-form:${workId ?? 'new'}`,
  );
  if (state.status !== 'ready') return <PageState state={state} retry={retry} record="work" />;
  const { choices, record } = state.data;
  return (
    <WorkForm
      key={record?.id ?? 'new'}
      work={record}
      tours={choices}
      preselected={params.get(URL_SEGMENTS.addWorkTourParam) ?? ''}
    />
  );
}

export function AddWorkPage() {
  return <WorkFormPage workId={null} />;
}

export function EditWorkPage() {
  const { workId = '' } = useParams();
  return <WorkFormPage workId={workId} />;
}
