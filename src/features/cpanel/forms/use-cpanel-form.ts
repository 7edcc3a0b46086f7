import { useEffect, useLayoutEffect, useRef, useState, type SyntheticEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { MediaFile } from '@/lib/firebase/media-file';
import { useDraft } from '@/lib/forms/use-draft';
import { useForm } from '@/lib/forms/use-form';
import { sameValues } from '@/lib/forms/use-form-values';
import { useLeaveGuard } from '@/lib/forms/use-leave-guard';
import { newRecordId } from '@/lib/new-id';
import { translatable } from '@/lib/translatable';
import { recordLeftovers } from '@/features/cpanel/leftovers';
import { toastError, toastSuccess } from '@/features/cpanel/toasts';
import { runUpload } from '@/features/cpanel/uploads/upload-queue';
import { initialValues, type FormValues } from './form-values';
import {
  checkCpanelForm,
  KINDS,
  RECORD_ID,
  RECORD_PAGES,
  type ChosenFiles,
  type FormFlow,
  type MediaSlot,
} from './cpanel-form-flow';
import { useMediaUpload } from './use-media-upload';
import { useChosenId } from './use-chosen-id';
import { useRecordUpload } from './use-record-upload';

/**
 * A back-office form's whole flow, on the guide's one form pattern (`useForm`): check, prepare
 * the files, save, and then either go on (the list, or a new tour's works) or keep everything
 * typed and say what went wrong. A second submit while one runs does nothing. Until it is
 * saved, leaving warns and the typed values wait as a draft on this device (not the files).
 *
 * A save with files is handed to the upload queue: it goes on if the admin leaves the form, and
 * the upload tray follows it; leaving then asks only about what was typed after sending. A new
 * record's id is chosen when the form opens and kept in its draft, so a second save of the same
 * record (a retry, a draft saved again after a reload) edits it instead of adding another.
 */
export function useCpanelForm<Input>(flow: FormFlow<Input>) {
  const navigate = useNavigate();
  const location = useLocation();
  const editing = flow.record !== undefined;
  const media = useMediaUpload();
  const [chosen, setChosen] = useState<ChosenFiles>({});
  // Read at the moment of checking and of leaving, not as of the last render.
  const chosenNow = useRef<ChosenFiles>({});
  const [newId] = useState(() => (flow.newId ? '' : newRecordId()));
  const form = useForm<Input>({
    initial: {
      ...initialValues(flow.fields, flow.record, flow.defaults),
      ...flow.extraValues,
      ...(!editing && { [RECORD_ID]: newId }),
    },
    check: (values) => checkCpanelForm(flow, values, chosenNow.current),
  });
  const draftKey = flow.draftKey ?? `${flow.texts}:${flow.record?.id ?? 'new'}`;
  const draft = useDraft({
    key: draftKey,
    place: 'local',
    values: form.values,
    isDirty: form.isDirty,
    restore: form.restore,
  });
  // What was handed to the upload queue: leaving while it uploads asks only about what was
  // typed since (the upload goes on by itself).
  const handed = useRef<FormValues | null>(null);
  const valuesNow = useRef(form.values);
  const mounted = useRef(false);
  useLayoutEffect(() => {
    valuesNow.current = form.values;
  });
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const guard = useLeaveGuard(() =>
    handed.current
      ? !sameValues(valuesNow.current, handed.current)
      : form.isDirty() || Object.values(chosenNow.current).some(Boolean),
  );
  const recordId = flow.record?.id ?? form.values[RECORD_ID] ?? newId;
  const chooseId = useChosenId(flow, form, recordId);
  const inQueue = useRecordUpload(recordId, draft.offer?.values[RECORD_ID]);

  function choose(slot: MediaSlot, file: File | null) {
    chosenNow.current = { ...chosenNow.current, [slot.baseName]: file };
    setChosen(chosenNow.current);
    form.clearProblem(flow.files.mark);
    media.check({ ...slot, file });
  }

  /** Sends the files through the upload queue, which outlives the form. */
  function sendWithFiles(input: Input, files: MediaFile[], id: string) {
    const options = media.start(files);
    inQueue.sentHere();
    const values = editing ? form.values : { ...form.values, [RECORD_ID]: id };
    handed.current = values;
    const name = (language: 'es' | 'en') => values[`name.${language}`] ?? '';
    return runUpload({
      key: id,
      kind: KINDS[flow.texts],
      title: { es: name('es'), en: name('en') },
      place: flow.place?.(values),
      link: RECORD_PAGES[flow.texts](id),
      formLink: `${location.pathname}${location.search}`,
      files,
      draft: { key: draftKey, values },
      run: (queued) => flow.save(input, files, queued, id),
      onProgress: options.onProgress,
      signal: options.signal,
    });
  }

  async function save(input: Input) {
    const files = await media.prepare(
      flow.slots.map((slot) => ({ ...slot, file: chosenNow.current[slot.baseName] ?? null })),
    );
    if (!files) return form.fail(translatable('cpanel.form.fileProblem'));
    const id = await chooseId.now(input);
    if (id === null) return media.finish();
    const result =
      files.length > 0
        ? await sendWithFiles(input, files, id)
        : await flow.save(input, files, {}, id);
    media.finish();
    // The admin has moved on: the upload tray says how it ended.
    if (!mounted.current) return;
    if (!result) {
      handed.current = null;
      return;
    }
    if (files.length === 0) recordLeftovers(result);
    if (result.isError) {
      handed.current = null;
      chooseId.again(result.error.code);
      const failure = translatable(`errors.${result.error.code}`);
      form.fail(failure);
      toastError(failure, { edit: editing });
      return;
    }
    form.markSaved();
    handed.current = null;
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
    /** The draft on offer, unless its record is being saved or was saved meanwhile. */
    draftOffer: inQueue.draftSaving ? { ...draft, offer: null } : draft,
    /** This record's save in the upload queue, if there is one. */
    upload: inQueue.upload,
    guard,
    submit: (event: SyntheticEvent) => form.submit(save)(event),
  };
}

export type CpanelForm = ReturnType<typeof useCpanelForm>;
