import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FieldProblem, FormSummary } from '@/components/forms/form-parts';
import { translatable } from '@/lib/translatable';
import { submitWhileBusy } from '@/test/forms';
import { inSpanish } from '@/test/i18n';
import { useForm, type FormValues } from './use-form';

/** A two-field form on the pattern: a name (required) and a note (at most 5 characters). */
function Probe({
  send,
  initial = { name: '', note: '' },
  onReady,
}: {
  send: (data: FormValues) => Promise<void>;
  initial?: FormValues;
  onReady?: (form: ReturnType<typeof useForm<FormValues>>) => void;
}) {
  const form = useForm<FormValues>({
    initial,
    check: (values) => {
      const problems: Record<string, ReturnType<typeof translatable>> = {};
      if (!values.name?.trim()) problems.name = translatable('forms.required');
      if ((values.note ?? '').length > 5) problems.note = translatable('forms.tooLong', { max: 5 });
      return Object.keys(problems).length > 0
        ? { ok: false, problems, summary: translatable('cpanel.form.invalid') }
        : { ok: true, data: values };
    },
  });
  onReady?.(form);
  return (
    <form noValidate onSubmit={form.submit(send)}>
      {(['name', 'note'] as const).map((name) => (
        <div key={name}>
          <label htmlFor={form.ids(name).input}>{name}</label>
          <input {...form.field(name)} />
          <FieldProblem id={form.ids(name).problem} text={form.problemOf(name)} />
        </div>
      ))}
      <FormSummary text={form.summary} repeats={form.summaryRepeats} />
      <button type="submit" disabled={form.busy}>
        send
      </button>
    </form>
  );
}

describe('useForm', () => {
  beforeEach(inSpanish);

  it('says every problem beside its field at once, focuses the first, and sends nothing', async () => {
    const send = vi.fn(() => Promise.resolve());
    const user = userEvent.setup();
    render(<Probe send={send} />);
    await user.type(screen.getByLabelText('note'), 'demasiado');
    await user.click(screen.getByRole('button', { name: 'send' }));

    expect(screen.getByLabelText('name')).toHaveAccessibleDescription('*Completá este campo');
    expect(screen.getByLabelText('note')).toHaveAccessibleDescription('*Hasta 5 caracteres');
    expect(screen.getByLabelText('name')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(screen.getByLabelText('name')).toHaveFocus());
    expect(screen.getByRole('alert')).toHaveTextContent('*Revisá los campos marcados');
    expect(send).not.toHaveBeenCalled();
    expect(screen.getByLabelText('note')).toHaveValue('demasiado');

    // Edited, a field's problem goes; the other's stays. Problems follow a language switch.
    await user.type(screen.getByLabelText('name'), 'Ana');
    expect(screen.getByLabelText('name')).not.toHaveAttribute('aria-invalid');
    await act(() => i18next.changeLanguage('en'));
    expect(screen.getByLabelText('note')).toHaveAccessibleDescription('*5 characters at most');
  });

  it('sends once however often it is submitted while sending', async () => {
    let finish: () => void = () => undefined;
    const send = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const user = userEvent.setup();
    render(<Probe send={send} initial={{ name: 'Ana', note: '' }} />);
    const form = await submitWhileBusy('send');
    await user.keyboard('{Enter}');
    expect(send).toHaveBeenCalledTimes(1);
    act(() => finish());
    await waitFor(() => expect(screen.getByRole('button', { name: 'send' })).toBeEnabled());
    fireEvent.submit(form);
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
  });

  it('knows unsaved changes from values it fills in itself and from what was saved', async () => {
    let form: ReturnType<typeof useForm<FormValues>> | undefined;
    const user = userEvent.setup();
    render(<Probe send={() => Promise.resolve()} onReady={(each) => (form = each)} />);
    expect(form?.isDirty()).toBe(false);
    act(() => form?.fill('note', 'auto'));
    expect(screen.getByLabelText('note')).toHaveValue('auto');
    expect(form?.isDirty()).toBe(false);
    await user.type(screen.getByLabelText('name'), 'A');
    expect(form?.isDirty()).toBe(true);
    await user.clear(screen.getByLabelText('name'));
    expect(form?.isDirty()).toBe(false);
    await user.type(screen.getByLabelText('name'), 'B');
    act(() => form?.markSaved());
    expect(form?.isDirty()).toBe(false);
  });
});
