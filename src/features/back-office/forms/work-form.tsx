import { PageState } from '@/features/back-office/components/page-state';
import { useEffect, useId, useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { ROUTES } from '@/config/routes';
import { listAllTours } from '@/features/tours/api/expositions';
import type { Exposition } from '@/features/tours/model/exposition';
import { getWork, listWorksOfTourUncached } from '@/features/works/api/obras';
import { createWork, editWork } from '@/features/works/api/work-admin';
import { obraInputSchema, type Obra, type ObraMediaName } from '@/features/works/model/obra';
import { pick } from '@/lib/model/shared';
import type { MediaKind } from '@/lib/media-files';
import { ok } from '@/lib/result';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useResult } from '@/lib/use-result';
import { translatable } from '@/lib/translatable';
import { FileField } from '@/features/back-office/forms/file-field';
import { FormActions, FormError } from '@/features/back-office/forms/form-parts';
import {
  TextFields,
  type FormValues,
  type TextSpec,
} from '@/features/back-office/forms/text-fields';
import { recordLeftovers } from '@/features/back-office/leftovers';
import { toastError, toastSuccess } from '@/features/back-office/toasts';
import { missing, nest, useCpanelForm } from '@/features/back-office/forms/use-cpanel-form';
import { useMediaUpload } from '@/features/back-office/forms/use-media-upload';

const TEXTS = [
  'name.es',
  'name.en',
  'description.es',
  'description.en',
  'author',
  'room.es',
  'room.en',
  'transcript.es',
  'transcript.en',
] as const;
const REQUIRED = [
  'expositionId',
  'order',
  'name.es',
  'name.en',
  'description.es',
  'description.en',
  'author',
];
const FILES: { baseName: ObraMediaName; kind: MediaKind }[] = [
  { baseName: 'mainImg', kind: 'image' },
  { baseName: 'map', kind: 'image' },
  { baseName: 'audio-es', kind: 'audio' },
  { baseName: 'audio-en', kind: 'audio' },
];

/** The next free position in a tour: one after the highest order. */
export function nextOrder(works: readonly Pick<Obra, 'order'>[]): number {
  return Math.min(999, works.reduce((max, work) => Math.max(max, work.order), 0) + 1);
}

function initialValues(work: Obra | undefined, expositionId: string): FormValues {
  return {
    expositionId: work?.expositionId ?? expositionId,
    order: work ? String(work.order) : '',
    'name.es': work?.name.es ?? '',
    'name.en': work?.name.en ?? '',
    'description.es': work?.description.es ?? '',
    'description.en': work?.description.en ?? '',
    author: work?.author ?? '',
    'room.es': work?.room.es ?? '',
    'room.en': work?.room.en ?? '',
    'transcript.es': work?.transcript.es ?? '',
    'transcript.en': work?.transcript.en ?? '',
  };
}

export function WorkForm({
  work,
  tours,
  preselected = '',
}: {
  work?: Obra;
  tours: Exposition[];
  preselected?: string;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const errorId = `${id}-error`;
  const editing = work !== undefined;
  const form = useCpanelForm(initialValues(work, preselected));
  const media = useMediaUpload();
  const [files, setFiles] = useState<Partial<Record<ObraMediaName, File | null>>>({});
  const orderTouched = useRef(editing);
  useDocumentTitle(t(editing ? 'pages.cpanelEditObra' : 'pages.cpanelArtForm'));

  // A new work takes the next free position of its tour, unless the admin typed one.
  const { change } = form;
  const expositionId = form.values.expositionId ?? '';
  useEffect(() => {
    if (orderTouched.current || !expositionId) return;
    let live = true;
    void listWorksOfTourUncached(expositionId).then((result) => {
      if (live && !orderTouched.current && !result.isError) {
        change('order', String(nextOrder(result.data)));
      }
    });
    return () => {
      live = false;
    };
    // `change` is stable in behaviour; the tour is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [expositionId]);

  const specs: TextSpec[] = [
    {
      name: 'order',
      label: t('cpanel.fields.order'),
      required: true,
      type: 'number',
      hint: t('cpanel.fields.orderHint'),
    },
    { name: 'name.es', label: t('cpanel.fields.titleEs'), required: true },
    { name: 'name.en', label: t('cpanel.fields.titleEn'), required: true },
    { name: 'author', label: t('cpanel.fields.author'), required: true },
    { name: 'room.es', label: t('cpanel.fields.roomEs'), hint: t('cpanel.fields.roomEsHint') },
    { name: 'room.en', label: t('cpanel.fields.roomEn'), hint: t('cpanel.fields.roomEnHint') },
    {
      name: 'description.es',
      label: t('cpanel.fields.descriptionEs'),
      required: true,
      multiline: true,
    },
    {
      name: 'description.en',
      label: t('cpanel.fields.descriptionEn'),
      required: true,
      multiline: true,
    },
    {
      name: 'transcript.es',
      label: t('cpanel.fields.transcriptEs'),
      multiline: true,
      hint: t('cpanel.fields.transcriptHint'),
    },
    { name: 'transcript.en', label: t('cpanel.fields.transcriptEn'), multiline: true },
  ];

  function submit(event: SyntheticEvent) {
    event.preventDefault();
    void form.run(async () => {
      const empty = missing(form.values, REQUIRED);
      const slots = FILES.map((slot) => ({ ...slot, file: files[slot.baseName] ?? null }));
      const anyFile = slots.some((slot) => slot.file) || Object.keys(work?.media ?? {}).length > 0;
      if (!anyFile) empty.push('files');
      if (empty.length > 0) {
        const onlyFiles = empty.length === 1 && empty[0] === 'files';
        return form.fail(
          translatable(onlyFiles ? 'cpanel.works.oneFileRequired' : 'cpanel.form.allRequired'),
          empty,
        );
      }
      const input = {
        ...nest(form.values, [...TEXTS, 'expositionId']),
        order: Number(form.values.order),
      };
      const parsed = obraInputSchema.safeParse(input);
      if (!parsed.success) {
        const fields = parsed.error.issues.map((issue) => issue.path.join('.'));
        return form.fail(
          translatable(
            fields.includes('order') ? 'cpanel.works.orderInvalid' : 'cpanel.form.invalid',
          ),
          fields,
        );
      }
      const prepared = await media.prepare(slots);
      if (!prepared) return form.fail(translatable('cpanel.form.fileProblem'));
      const options = media.start(prepared);
      const result = work
        ? await editWork(work.id, parsed.data, prepared, options)
        : await createWork(parsed.data, prepared, options);
      media.finish();
      recordLeftovers(result);
      if (result.isError) {
        const failure = translatable(`errors.${result.error.code}`);
        form.fail(failure);
        toastError(failure, { edit: editing });
        return;
      }
      toastSuccess(translatable(editing ? 'cpanel.toast.edited' : 'cpanel.works.created'), {
        edit: editing,
      });
      await navigate(ROUTES.cpanelWorks(parsed.data.expositionId));
    });
  }

  const selectId = `${id}-tour`;
  const tourInvalid = form.invalid.has('expositionId');
  const filesInvalid = form.invalid.has('files');
  return (
    <section className="page page--narrow" aria-labelledby="work-form-title">
      <h1 id="work-form-title">{t(editing ? 'pages.cpanelEditObra' : 'pages.cpanelArtForm')}</h1>
      <p className="field__hint">{t('cpanel.form.requiredNote')}</p>
      <form className="cpanel-form" noValidate aria-busy={form.busy} onSubmit={submit}>
        <div className="field">
          <label htmlFor={selectId} className="field__label">
            {t('cpanel.fields.tour')}
            <span aria-hidden="true"> *</span>
          </label>
          <select
            id={selectId}
            className="field__input"
            required
            value={form.values.expositionId}
            aria-invalid={tourInvalid ? true : undefined}
            aria-describedby={tourInvalid ? errorId : undefined}
            onChange={(event) => form.change('expositionId', event.target.value)}
          >
            <option value="">{t('cpanel.fields.chooseTour')}</option>
            {tours.map((tour) => (
              <option key={tour.id} value={tour.id}>
                {pick(tour.name, i18n.language)}
              </option>
            ))}
          </select>
        </div>
        <TextFields
          specs={specs}
          values={form.values}
          invalid={form.invalid}
          onChange={(name, value) => {
            if (name === 'order') orderTouched.current = true;
            form.change(name, value);
          }}
          errorId={errorId}
        />
        <fieldset className="cpanel-fieldset" aria-invalid={filesInvalid ? true : undefined}>
          <legend>{t('cpanel.works.filesLegend')}</legend>
          <p className="field__hint">{t('cpanel.works.filesHint')}</p>
          {FILES.map((slot) => (
            <FileField
              key={slot.baseName}
              label={t(`cpanel.works.file.${slot.baseName}`)}
              kind={slot.kind}
              current={work?.media[slot.baseName]}
              chosen={files[slot.baseName] ?? null}
              problem={media.problems[slot.baseName] ?? null}
              progress={media.progress[slot.baseName] ?? null}
              disabled={form.busy}
              onChoose={(file) => {
                setFiles((current) => ({ ...current, [slot.baseName]: file }));
                form.change('files', '');
                media.check({ ...slot, file });
              }}
            />
          ))}
        </fieldset>
        <FormError id={errorId} message={form.error} />
        <FormActions
          submitLabel={t(editing ? 'cpanel.form.save' : 'cpanel.works.create')}
          busy={form.busy}
          phase={media.phase}
          backTo={expositionId ? ROUTES.cpanelWorks(expositionId) : ROUTES.cpanelExpositions}
          onCancelUpload={media.cancel}
        />
      </form>
    </section>
  );
}

function WorkFormPage({ obraId }: { obraId: string | null }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { state, retry } = useResult(
    async () => {
      const [tours, work] = await Promise.all([
        listAllTours(),
        obraId === null ? Promise.resolve(ok(undefined)) : getWork(obraId),
      ]);
      if (tours.isError) return tours;
      if (work.isError) return work;
      return ok({ tours: tours.data, work: work.data });
    },
    `work-form:${obraId ?? 'new'}`,
  );
  if (state.status !== 'ready') {
    return (
      <PageState
        state={state}
        retry={retry}
        notFound={{
          title: t('cpanel.works.notFound'),
          text: t('errors.notFound'),
          linkTo: ROUTES.cpanelExpositions,
          linkText: t('cpanel.nav.tours'),
        }}
      />
    );
  }
  return (
    <WorkForm
      key={state.data.work?.id ?? 'new'}
      work={state.data.work}
      tours={state.data.tours}
      preselected={params.get('expositionId') ?? ''}
    />
  );
}

export function AddWorkPage() {
  return <WorkFormPage obraId={null} />;
}

export function EditWorkPage() {
  const { obraId = '' } = useParams();
  return <WorkFormPage obraId={obraId} />;
}
