import { useTranslation } from 'react-i18next';
import { FormSummary } from '@/components/forms/form-parts';
import type { Form } from '@/lib/forms/use-form';

/** The end of an account form: what is wrong, its button (busy while it sends), what it did. */
export function SectionSubmit({ form, label, said }: { form: Form; label: string; said: string }) {
  const { t } = useTranslation();
  return (
    <>
      <FormSummary text={form.summary} repeats={form.summaryRepeats} />
      <button type="submit" className="button button--primary" disabled={form.busy}>
        {form.busy ? t('account.working') : label}
      </button>
      <p role="status" className="account-section__said">
        {said}
      </p>
    </>
  );
}
