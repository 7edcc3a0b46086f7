import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { ROUTES } from '@/config/routes';
import { createMuseum, editMuseum } from '@/features/museums/api/museum-admin';
import { getMuseum } from '@/features/museums/api/tematics';
import { tematicInputSchema, type Tematic } from '@/features/museums/model/tematic';
import { PageState } from '@/features/back-office/components/page-state';
import { useResult } from '@/lib/use-result';
import { FormShell } from './form-shell';
import type { FieldDef } from './form-values';
import { MAIN_IMAGE, MainImageField, mainImageRequired } from './main-image-field';
import { useCpanelForm } from './use-cpanel-form';

const FIELDS: FieldDef[] = [
  { name: 'name.es', label: 'cpanel.fields.nameEs', required: true },
  { name: 'name.en', label: 'cpanel.fields.nameEn', required: true },
  { name: 'description.es', label: 'cpanel.fields.descriptionEs', required: true, multiline: true },
  { name: 'description.en', label: 'cpanel.fields.descriptionEn', required: true, multiline: true },
];

/** The museum form: on add the image and the four texts are required; on edit the image is optional. */
export function MuseumForm({ museum }: { museum?: Tematic }) {
  const { t } = useTranslation();
  const editing = museum !== undefined;
  const form = useCpanelForm({
    fields: FIELDS,
    record: museum,
    slots: [MAIN_IMAGE],
    files: mainImageRequired(editing),
    schema: tematicInputSchema,
    save: async (input, [file], options) =>
      museum
        ? editMuseum(museum.id, input, file ?? null, options)
        : file
          ? createMuseum(input, file, options)
          : null,
    created: 'cpanel.museums.created',
    doneTo: () => ROUTES.cpanelTematics,
  });
  return (
    <FormShell
      form={form}
      title={t(editing ? 'pages.cpanelEditTematic' : 'pages.cpanelAddTematic')}
      titleId="museum-form-title"
      submitLabel={t(editing ? 'cpanel.form.save' : 'cpanel.museums.create')}
      backTo={ROUTES.cpanelTematics}
    >
      <MainImageField form={form} current={museum?.image} />
    </FormShell>
  );
}

export function AddMuseumPage() {
  return <MuseumForm />;
}

export function EditMuseumPage() {
  const { tematicId = '' } = useParams();
  const { state, retry } = useResult(() => getMuseum(tematicId), `museum:${tematicId}`);
  if (state.status !== 'ready') return <PageState state={state} retry={retry} record="museum" />;
  return <MuseumForm key={state.data.id} museum={state.data} />;
}
