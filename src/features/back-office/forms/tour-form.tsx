import { PageState } from '@/features/back-office/components/page-state';
import { useId, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { ROUTES } from '@/config/routes';
import { listMuseums } from '@/features/museums/api/tematics';
import type { Tematic } from '@/features/museums/model/tematic';
import { getTour } from '@/features/tours/api/expositions';
import { createTour, editTour } from '@/features/tours/api/tour-admin';
import { expositionInputSchema, type Exposition } from '@/features/tours/model/exposition';
import { pick } from '@/lib/model/shared';
import { ok } from '@/lib/result';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useResult } from '@/lib/use-result';
import { translatable } from '@/lib/translatable';
import { MainImageField } from '@/features/back-office/forms/main-image-field';
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

const FIELDS = [
  'tematicId',
  'name.es',
  'name.en',
  'description.es',
  'description.en',
  'address',
  'resume.es',
  'resume.en',
] as const;
const REQUIRED = FIELDS.filter((name) => !name.startsWith('resume'));

function initialValues(tour?: Exposition): FormValues {
  return {
    tematicId: tour?.tematicId ?? '',
    'name.es': tour?.name.es ?? '',
    'name.en': tour?.name.en ?? '',
    'description.es': tour?.description.es ?? '',
    'description.en': tour?.description.en ?? '',
    address: tour?.address ?? '',
    'resume.es': tour?.resume.es ?? '',
    'resume.en': tour?.resume.en ?? '',
  };
}

/** Add or edit a tour. New tours start as drafts (the service sets it). */
export function TourForm({ tour, museums }: { tour?: Exposition; museums: Tematic[] }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const errorId = `${id}-error`;
  const editing = tour !== undefined;
  const form = useCpanelForm(initialValues(tour));
  const media = useMediaUpload();
  const [image, setImage] = useState<File | null>(null);
  useDocumentTitle(t(editing ? 'pages.cpanelEditExposition' : 'pages.cpanelAddExposition'));

  const specs: TextSpec[] = [
    { name: 'name.es', label: t('cpanel.fields.titleEs'), required: true },
    { name: 'name.en', label: t('cpanel.fields.titleEn'), required: true },
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
      name: 'address',
      label: t('cpanel.fields.address'),
      required: true,
      autoComplete: 'street-address',
    },
    {
      name: 'resume.es',
      label: t('cpanel.fields.resumeEs'),
      multiline: true,
      hint: t('cpanel.fields.resumeHint'),
    },
    { name: 'resume.en', label: t('cpanel.fields.resumeEn'), multiline: true },
  ];

  function submit(event: SyntheticEvent) {
    event.preventDefault();
    void form.run(async () => {
      const empty = missing(form.values, REQUIRED);
      if (!editing && !image) empty.push('image');
      if (empty.length > 0) return form.fail(translatable('cpanel.form.allRequired'), empty);
      // Visitors see the museum's own name in each language: the tour keeps a copy of it.
      const museum = museums.find((each) => each.id === form.values.tematicId)?.name;
      const parsed = expositionInputSchema.safeParse({ ...nest(form.values, FIELDS), museum });
      if (!parsed.success) {
        return form.fail(
          translatable('cpanel.form.invalid'),
          parsed.error.issues.map((issue) =>
            issue.path[0] === 'museum' ? 'tematicId' : issue.path.join('.'),
          ),
        );
      }
      const files = await media.prepare(
        image ? [{ baseName: 'mainImg', kind: 'image', file: image }] : [],
      );
      if (!files) return form.fail(translatable('cpanel.form.fileProblem'));
      const options = media.start(files);
      const [file] = files;
      const result = tour
        ? await editTour(tour.id, parsed.data, file ?? null, options)
        : file
          ? await createTour(parsed.data, file, options)
          : null;
      media.finish();
      if (!result) return;
      recordLeftovers(result);
      if (result.isError) {
        const failure = translatable(`errors.${result.error.code}`);
        form.fail(failure);
        toastError(failure, { edit: editing });
        return;
      }
      toastSuccess(translatable(editing ? 'cpanel.toast.edited' : 'cpanel.tours.created'), {
        edit: editing,
      });
      await navigate(ROUTES.cpanelExpositions);
    });
  }

  const selectId = `${id}-museum`;
  const hintId = `${selectId}-hint`;
  const museumInvalid = form.invalid.has('tematicId');
  return (
    <section className="page page--narrow" aria-labelledby="tour-form-title">
      <h1 id="tour-form-title">
        {t(editing ? 'pages.cpanelEditExposition' : 'pages.cpanelAddExposition')}
      </h1>
      <p className="field__hint">{t('cpanel.form.requiredNote')}</p>
      <form className="cpanel-form" noValidate aria-busy={form.busy} onSubmit={submit}>
        <div className="field">
          <label htmlFor={selectId} className="field__label">
            {t('cpanel.fields.museum')}
            <span aria-hidden="true"> *</span>
          </label>
          <select
            id={selectId}
            className="field__input"
            required
            value={form.values.tematicId}
            aria-invalid={museumInvalid ? true : undefined}
            aria-describedby={museumInvalid ? `${hintId} ${errorId}` : hintId}
            onChange={(event) => form.change('tematicId', event.target.value)}
          >
            <option value="">{t('cpanel.fields.chooseMuseum')}</option>
            {museums.map((museum) => (
              <option key={museum.id} value={museum.id}>
                {pick(museum.name, i18n.language)}
              </option>
            ))}
          </select>
          <p id={hintId} className="field__hint">
            {t('cpanel.fields.museumHint')}
          </p>
        </div>
        <TextFields
          specs={specs}
          values={form.values}
          invalid={form.invalid}
          onChange={form.change}
          errorId={errorId}
        />
        <MainImageField
          form={form}
          media={media}
          editing={editing}
          current={tour?.image}
          chosen={image}
          onChosen={setImage}
        />
        <FormError id={errorId} message={form.error} />
        <FormActions
          submitLabel={t(editing ? 'cpanel.form.save' : 'cpanel.tours.create')}
          busy={form.busy}
          phase={media.phase}
          backTo={ROUTES.cpanelExpositions}
          onCancelUpload={media.cancel}
        />
      </form>
    </section>
  );
}

function useTourFormData(expositionId: string | null) {
  return useResult(
    async () => {
      const [museums, tour] = await Promise.all([
        listMuseums(),
        expositionId === null ? Promise.resolve(ok(undefined)) : getTour(expositionId),
      ]);
      if (museums.isError) return museums;
      if (tour.isError) return tour;
      return ok({ museums: museums.data, tour: tour.data });
    },
    `tour-form:${expositionId ?? 'new'}`,
  );
}

function TourFormPage({ expositionId }: { expositionId: string | null }) {
  const { t } = useTranslation();
  const { state, retry } = useTourFormData(expositionId);
  if (state.status !== 'ready') {
    return (
      <PageState
        state={state}
        retry={retry}
        notFound={{
          title: t('cpanel.tours.notFound'),
          text: t('errors.notFound'),
          linkTo: ROUTES.cpanelExpositions,
          linkText: t('cpanel.nav.tours'),
        }}
      />
    );
  }
  return (
    <TourForm
      key={state.data.tour?.id ?? 'new'}
      tour={state.data.tour}
      museums={state.data.museums}
    />
  );
}

export function AddTourPage() {
  return <TourFormPage expositionId={null} />;
}

export function EditTourPage() {
  const { expositionId = '' } = useParams();
  return <TourFormPage expositionId={expositionId} />;
}
