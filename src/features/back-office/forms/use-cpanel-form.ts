import { useId, useState, type SyntheticEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type * as z from 'zod/mini';
import type { MediaFile, MediaWriteOptions } from '@/lib/firebase/media-file';
import type { MediaKind } from '@/lib/media-files';
import type { Result } from '@/lib/result';
import { translatable } from '@/lib/translatable';
import { recordLeftovers } from '@/features/back-office/leftovers';
import { toastError, toastSuccess } from '@/features/back-office/toasts';
import { initialValues, missing, toInput, type FieldDef, type FormValues } from './form-values';
import { useFormState } from './use-form-state';
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
  record?: object;
  /** A new record's starting values. */
  defaults?: FormValues;
  /** The files the form can send. */
  slots: readonly MediaSlot[];
  /** Whether the files needed are there; if not, `mark` is flagged (and `alone` said if alone). */
  files: { mark: string; enough: (chosen: ChosenFiles) => boolean; alone?: string };
  schema: z.ZodMiniType<Input>;
  /** Input that comes from elsewhere than the fields (a tour's copy of its museum's name). */
  extraInput?: (values: FormValues) => object;
  /** The field a schema problem belongs to, when its path is not a field's name. */
  fieldOf?: (path: readonly PropertyKey[]) => string | undefined;
  /** A more precise message than "check the marked fields" for some fields. */
  invalidMessage?: (fields: string[]) => string | undefined;
  save: (
    input: Input,
    files: MediaFile[],
    options: MediaWriteOptions,
  ) => Promise<Result<unknown> | null>;
}

/**
 * A back-office form's whole submit flow: check the required fields and files, validate with
 * the schema, prepare the files, save, and then either go back to the list or keep everything
 * typed and say what went wrong. A second submit while one runs does nothing.
 */
export function useCpanelForm<Input>(flow: FormFlow<Input>) {
  const navigate = useNavigate();
  const errorId = `${useId()}-error`;
  const editing = flow.record !== undefined;
  const state = useFormState(initialValues(flow.fields, flow.record, flow.defaults));
  const media = useMediaUpload();
  const [chosen, setChosen] = useState<ChosenFiles>({});

  function choose(slot: MediaSlot, file: File | null) {
    setChosen((current) => ({ ...current, [slot.baseName]: file }));
    state.change(flow.files.mark, '');
    media.check({ ...slot, file });
  }

  async function save() {
    const empty = missing(flow.fields, state.values);
    if (!flow.files.enough(chosen)) empty.push(flow.files.mark);
    if (empty.length > 0) {
      const alone = empty.length === 1 && empty[0] === flow.files.mark && flow.files.alone;
      return state.fail(translatable(alone || 'cpanel.form.allRequired'), empty);
    }
    const input = { ...toInput(flow.fields, state.values), ...flow.extraInput?.(state.values) };
    const parsed = flow.schema.safeParse(input);
    if (!parsed.success) {
      const fields = parsed.error.issues.map(
        (issue) => flow.fieldOf?.(issue.path) ?? issue.path.join('.'),
      );
      const message = flow.invalidMessage?.(fields) ?? 'cpanel.form.invalid';
      return state.fail(translatable(message), fields);
    }
    const files = await media.prepare(
      flow.slots.map((slot) => ({ ...slot, file: chosen[slot.baseName] ?? null })),
    );
    if (!files) return state.fail(translatable('cpanel.form.fileProblem'));
    const result = await flow.save(parsed.data, files, media.start(files));
    media.finish();
    if (!result) return;
    recordLeftovers(result);
    if (result.isError) {
      const failure = translatable(`errors.${result.error.code}`);
      state.fail(failure);
      toastError(failure, { edit: editing });
      return;
    }
    toastSuccess(translatable(editing ? 'cpanel.toast.edited' : `cpanel.${flow.texts}.created`), {
      edit: editing,
    });
    const next = editing ? undefined : flow.addedTo?.(result.data);
    await navigate(next ?? flow.list(state.values));
  }

  function submit(event: SyntheticEvent) {
    event.preventDefault();
    void state.run(save);
  }

  const title = editing ? flow.titles.edit : flow.titles.add;
  const submitLabel = editing ? 'cpanel.form.save' : `cpanel.${flow.texts}.create`;
  const texts = { title, submitLabel, backTo: flow.list(state.values) };
  return { ...state, fields: flow.fields, texts, editing, errorId, media, chosen, choose, submit };
}

export type CpanelForm = ReturnType<typeof useCpanelForm>;
