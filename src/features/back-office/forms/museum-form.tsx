import { PageState } from '@/features/back-office/components/page-state';
import { useId, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { ROUTES } from '@/config/routes';
import { getMuseum } from '@/features/museums/api/tematics';
import { createMuseum, editMuseum } from '@/features/museums/api/museum-admin';
import { tematicInputSchema, type Tematic } from '@/features/museums/model/tematic';
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

const TEXTS = ['name.es', 'name.en', 'description.es', 'description.en'] as const;

function initialValues(museum?: Tematic): FormValues {
  return {
    'name.es': museum?.name.es ?? '',
    'name.en': museum?.name.en ?? '',
    'description.es': museum?.description.es ?? '',
    'description.en': museum?.description.en ?? '',
  };
}

/** The museum form: on add the image and the four texts are required; on edit the image is optional. */
export function MuseumForm({ museum }: { museum?: Tematic }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const errorId = useId();
  const editing = museum !== undefined;
  const form = useCpanelForm(initialValues(museum));
  const media = useMediaUpload();
  const [image, setImage] = useState<File | null>(null);
  useDocumentTitle(t(editing ? 'pages.cpanelEditTematic' : 'pages.cpanelAddTematic'));

  const specs: TextSpec[] = [
    { name: 'name.es', label: t('cpanel.fields.nameEs'), required: true },
    { name: 'name.en', label: t('cpanel.fields.nameEn'), required: true },
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
  ];

  function submit(event: SyntheticEvent) {
    event.preventDefault();
    void form.run(async () => {
      const empty = missing(form.values, TEXTS);
      if (!editing && !image) empty.push('image');
      if (empty.length > 0) return form.fail(translatable('cpanel.form.allRequired'), empty);
      const parsed = tematicInputSchema.safeParse(nest(form.values, TEXTS));
      if (!parsed.success) {
        return form.fail(
          translatable('cpanel.form.invalid'),
          parsed.error.issues.map((issue) => issue.path.join('.')),
        );
      }
      const files = await media.prepare(
        image ? [{ baseName: 'mainImg', kind: 'image', file: image }] : [],
      );
      if (!files) return form.fail(translatable('cpanel.form.fileProblem'));
      const options = media.start(files);
      const [file] = files;
      const result = museum
        ? await editMuseum(museum.id, parsed.data, file ?? null, options)
        : file
          ? await createMuseum(parsed.data, file, options)
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
      toastSuccess(translatable(editing ? 'cpanel.toast.edited' : 'cpanel.museums.created'), {
        edit: editing,
      });
      await navigate(ROUTES.cpanelTematics);
    });
  }

  return (
    <section className="page page--narrow" aria-labelledby="museum-form-title">
      <h1 id="museum-form-title">
        {t(editing ? 'pages.cpanelEditTematic' : 'pages.cpanelAddTematic')}
      </h1>
      <p className="field__hint">{t('cpanel.form.requiredNote')}</p>
      <form className="cpanel-form" noValidate aria-busy={form.busy} onSubmit={submit}>
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
          current={museum?.image}
          chosen={image}
          onChosen={setImage}
        />
        <FormError id={errorId} message={form.error} />
        <FormActions
          submitLabel={t(editing ? 'cpanel.form.save' : 'cpanel.museums.create')}
          busy={form.busy}
          phase={media.phase}
          backTo={ROUTES.cpanelTematics}
          onCancelUpload={media.cancel}
        />
      </form>
    </section>
  );
}

export function AddMuseumPage() {
  return <MuseumForm />;
}

export function EditMuseumPage() {
  const { t } = useTranslation();
  const { tematicId = '' } = useParams();
  const { state, retry } = useResult(() => getMuseum(tematicId), `museum:${tematicId}`);
  if (state.status !== 'ready') {
    return (
      <PageState
        state={state}
        retry={retry}
        notFound={{
          title: t('cpanel.museums.notFound'),
          text: t('errors.notFound'),
          linkTo: ROUTES.cpanelTematics,
          linkText: t('cpanel.nav.museums'),
        }}
      />
    );
  }
  return <MuseumForm key={state.data.id} museum={state.data} />;
}
