import { useRef, useState, type SyntheticEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type * as z from 'zod/mini';
import type { MediaFile, MediaWriteOptions } from '@/lib/firebase/media-file';
import { checkWithSchema, type Issue } from '@/lib/forms/schema-check';
import { useDraft } from '@/lib/forms/use-draft';
import { useForm, type Checked, type FieldProblems } from '@/lib/forms/use-form';
import { useLeaveGuard } from '@/lib/forms/use-leave-guard';
import type { MediaKind } from '@/lib/media-files';
import type { Result } from '@/lib/result';
import { translatable, type Translatable } from '@/lib/translatable';
import { recordLeftovers } from '@/features/back-office/leftovers';
import { toastError, toastSuccess } from '@/features/back-office/toasts';
import { initialValues, missing, toInput, type FieldDef, type FormValues } from './form-values';
import { useMediaUpload } from './use-media-upload';

export interface MediaSlot {
  baseName: string;
  kind: MediaKind;
}

export type ChosenFiles = Partial<Record<string, File | null>>;

/** What sets one back-office form apart; the submit flow itself is the same for all. */
export interface FormFlow<Input> {
  /** Its texts: `cpanel.<texts>.create` on the button when adding, `.created` once added. */
  texts: 'museums' | 'tours' | 'works';
  /** The page's title when adding and when editing (i18n keys). */
  titles: { add: string; edit: string };
  /** The list the form goes back to, and to once saved. */
  list: (values: FormValues) => string;
  /**
   * Where a new record leads once added, from what its save returned (a new tour's id: its
   * works come next), instead of the list.
   */
  addedTo?: (saved: unknown) => string | undefined;
  fields: readonly FieldDef[];
  /** The record being edited; none when adding. */
  record?: { id: string };
  /** A new record's starting values. */
  defaults?: FormValues;
  /**
   * Where its draft is kept, one per form and record: `<texts>:<id>`, or `<texts>:new` when
   * adding (a new work adds its tour: each tour's new work has its own).
   */
  draftKey?: string;
  /** The files the form can send. */
  slots: readonly MediaSlot[];
  /**
   * Whether the files needed are there; if not, `mark` gets a problem: `alone` (also the
   * form's message when nothing else is missing), or "choose an image".
   */
  files: { mark: string; enough: (chosen: ChosenFiles) => boolean; alone?: string };
  schema: z.ZodMiniType<Input>;
  /** Input that comes from elsewhere than the fields (a tour's copy of its museum's name). */
  extraInput?: (values: FormValues) => object;
  /** The field a schema problem belongs to, when its path is not a field's name. */
  fieldOf?: (path: readonly PropertyKey[]) => string | undefined;
  /** A field's own words for a schema problem (a work's order). */
  messageOf?: (issue: Issue, field: string) => Translatable | undefined;
  /** A more precise message than "check the marked fields" for some fields. */
  invalidMessage?: (fields: string[]) => string | undefined;
  save: (
    input: Input,
    files: MediaFile[],
    options: MediaWriteOptions,
  ) => Promise<Result<unknown> | null>;
}

/**
 * Checks a back-office form: the required fields and files first (the spec's "all fields are
 * required"), then the model's schema. Each problem belongs to its field.
 */
export function checkCpanelForm<Input>(
  flow: FormFlow<Input>,
  values: FormValues,
  chosen: ChosenFiles,
): Checked<Input> {
  const problems: Partial<Record<string, Translatable>> = {};
  for (const name of missing(flow.fields, values)) problems[name] = translatable('forms.required');
  const noFiles = !flow.files.enough(chosen);
  if (noFiles) problems[flow.files.mark] = translatable(flow.files.alone ?? 'cpanel.file.required');
  const empty = Object.keys(problems);
  if (empty.length > 0) {
    const alone = noFiles && empty.length === 1 && flow.files.alone;
    return { ok: false, problems, summary: translatable(alone || 'cpanel.form.allRequired') };
  }
  return checkWithSchema(flow.schema, values, {
    toInput: (each) => ({ ...toInput(flow.fields, each), ...flow.extraInput?.(each) }),
    fieldOf: flow.fieldOf,
    messageOf: flow.messageOf && ((issue, field) => flow.messageOf?.(issue, field)),
    summaryOf: (found: FieldProblems) =>
      translatable(flow.invalidMessage?.(Object.keys(found)) ?? 'cpanel.form.invalid'),
  });
}

/**
 * A back-office form's whole flow, on the guide's one form pattern (`useForm`): check, prepare
 * the files, save, and then either go on (the list, or a new tour's works) or keep everything
 * typed and say what went wrong. A second submit while one runs does nothing. Until it is
 * saved, leaving warns and the typed values wait as a draft on this device (not the files).
 */
export function useCpanelForm<Input>(flow: FormFlow<Input>) {
  const navigate = useNavigate();
  const editing = flow.record !== undefined;
  const media = useMediaUpload();
  const [chosen, setChosen] = useState<ChosenFiles>({});
  // Read at the moment of checking and of leaving, not as of the last render.
  const chosenNow = useRef<ChosenFiles>({});
  const form = useForm<Input>({
    initial: initialValues(flow.fields, flow.record, flow.defaults),
    check: (values) => checkCpanelForm(flow, values, chosenNow.current),
  });
  const draft = useDraft({
    key: flow.draftKey ?? `${flow.texts}:${flow.record?.id ?? 'new'}`,
    place: 'local',
    values: form.values,
    isDirty: form.isDirty,
    restore: form.restore,
  });
  const guard = useLeaveGuard(
    () => form.isDirty() || Object.values(chosenNow.current).some(Boolean),
  );

  function choose(slot: MediaSlot, file: File | null) {
    chosenNow.current = { ...chosenNow.current, [slot.baseName]: file };
    setChosen(chosenNow.current);
    form.clearProblem(flow.files.mark);
    media.check({ ...slot, file });
  }

  async function save(input: Input) {
    const files = await media.prepare(
      flow.slots.map((slot) => ({ ...slot, file: chosenNow.current[slot.baseName] ?? null })),
    );
    if (!files) return form.fail(translatable('cpanel.form.fileProblem'));
    const result = await flow.save(input, files, media.start(files));
    media.finish();
    if (!result) return;
    recordLeftovers(result);
    if (result.isError) {
      const failure = translatable(`errors.${result.error.code}`);
      form.fail(failure);
      toastError(failure, { edit: editing });
      return;
    }
    form.markSaved();
    chosenNow.current = {};
    draft.clear();
    toastSuccess(translatable(editing ? 'cpanel.toast.edited' : `cpanel.${flow.texts}.created`), {
      edit: editing,
    });
    const next = editing ? undefined : flow.addedTo?.(result.data);
    await navigate(next ?? flow.list(form.values));
  }

  const title = editing ? flow.titles.edit : flow.titles.add;
  const submitLabel = editing ? 'cpanel.form.save' : `cpanel.${flow.texts}.create`;
  const texts = { title, submitLabel, backTo: flow.list(form.values) };
  return {
    ...form,
    /** The fields with a problem (a file slot's mark among them). */
    invalid: new Set(Object.keys(form.problems)),
    fields: flow.fields,
    texts,
    editing,
    media,
    chosen,
    choose,
    draft,
    guard,
    submit: (event: SyntheticEvent) => form.submit(save)(event),
  };
}

export type CpanelForm = ReturnType<typeof useCpanelForm>;
