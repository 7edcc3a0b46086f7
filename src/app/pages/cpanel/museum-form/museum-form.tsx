import { useParams } from 'react-router-dom';
import { PageTextsGate } from '@/components/page-texts-gate';
import { CPANEL_ROUTES } from '@/config/cpanel-routes';
import { ROUTES } from '@/config/routes';
import { AddressLine } from '@/features/cpanel/forms/address-line';
import { createMuseum, editMuseum, newMuseumId } from '@/features/museums/api/museum-edits';
import { getMuseum } from '@/features/museums/api/museums';
import { museumInputSchema, type Museum } from '@/features/museums/model/museum';
import { PageState } from '@/features/cpanel/components/page-state';
import { useResult } from '@/lib/use-result';
import { FormShell } from '@/features/cpanel/forms/form-shell';
import { bilingual, type FieldDef } from '@/features/cpanel/forms/form-values';
import { MainImageField, mainImageFlow } from '@/features/cpanel/forms/main-image-field';
import { useCpanelForm } from '@/features/cpanel/forms/use-cpanel-form';
import { HoursField } from './hours-field';
import { MUSEUM_FORM_TEXTS, useVisitFlow, VISIT_FIELDS } from './visit-flow';

const FIELDS: FieldDef[] = [
  ...bilingual('name', 'cpanel.fields.name', { required: true }),
  ...bilingual('description', 'cpanel.fields.description', { required: true, multiline: true }),
  ...VISIT_FIELDS,
];

/**
 * The museum form: on add the image and the four texts are required; on edit the image is
 * optional. What a visitor needs for a visit (address, hours, website, phone, accessibility) is
 * optional. Its pages load its own texts first (MUSEUM_FORM_TEXTS).
 */
export function MuseumForm({ museum }: { museum?: Museum }) {
  const visit = useVisitFlow(museum);
  const form = useCpanelForm({
    texts: 'museums',
    titles: { add: 'pages.cpanelAddMuseum', edit: 'pages.cpanelEditMuseum' },
    list: () => CPANEL_ROUTES.museums,
    fields: FIELDS,
    record: museum,
    ...mainImageFlow(museum, editMuseum, createMuseum),
    newId: newMuseumId,
    schema: museumInputSchema,
    ...visit,
  });
  return (
    <FormShell
      form={form}
      titleId="museum-form-title"
      record={museum}
      links={<AddressLine values={form.values} record={museum} pathOf={ROUTES.museum} />}
    >
      <MainImageField form={form} current={museum?.image} />
      <HoursField form={form} />
    </FormShell>
  );
}

export function AddMuseumPage() {
  return (
    <PageTextsGate texts={MUSEUM_FORM_TEXTS}>
      <MuseumForm />
    </PageTextsGate>
  );
}

export function EditMuseumPage() {
  return (
    <PageTextsGate texts={MUSEUM_FORM_TEXTS}>
      <EditMuseum />
    </PageTextsGate>
  );
}

function EditMuseum() {
  const { museumId = '' } = useParams();
  const { state, retry } = useResult(() => getMuseum(museumId), `museum:${museumId}`);
  if (state.status !== 'ready') return <PageState state={state} retry={retry} record="museum" />;
  return <MuseumForm key={state.data.id} museum={state.data} />;
}
