import type * as z from 'zod/mini';
import { CPANEL_ROUTES } from '@/config/cpanel-routes';
import type { UploadKind } from '@/features/cpanel/uploads/upload-types';
import type { MediaFile, MediaWriteOptions } from '@/lib/firebase/media-file';
import { checkWithSchema, type Issue } from '@/lib/forms/schema-check';
import type { Checked, FieldProblems } from '@/lib/forms/use-form';
import type { MediaKind } from '@/lib/media-files';
import type { BilingualText } from '@/lib/model/language';
import type { Result } from '@/lib/result';
import { translatable, type Translatable } from '@/lib/translatable';
import { missing, toInput, type FieldDef, type FormValues } from './form-values';

/* What a back-office form is (its fields, files, schema and texts), and how it is checked. */

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
  /** The starting values of the form's own parts that are no text field (a museum's hours). */
  extraValues?: FormValues;
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
  /**
   * The form's own parts (not text fields) left empty that are required as things stand (a
   * temporary tour's days), by value name: counted with the empty fields.
   */
  extraMissing?: (values: FormValues) => string[];
  /** Input that comes from elsewhere than the fields (a tour's copy of its museum's name). */
  extraInput?: (values: FormValues) => object;
  /** The field a schema problem belongs to, when its path is not a field's name. */
  fieldOf?: (path: readonly PropertyKey[]) => string | undefined;
  /** A field's own words for a schema problem (a work's order), knowing its value. */
  messageOf?: (issue: Issue, field: string, value: string) => Translatable | undefined;
  /** A more precise message than "check the marked fields" for some fields. */
  invalidMessage?: (fields: string[]) => string | undefined;
  /** Where the record belongs, for the upload tray (a work's tour). */
  place?: (values: FormValues) => BilingualText | undefined;
  /**
   * A new record's id chosen as it is first saved, from what was typed (a museum's or a tour's
   * address, made from its title), instead of when the form opens. Kept in the draft from then
   * on; a save that fails chooses again.
   */
  newId?: (input: Input) => Promise<Result<string>>;
  /**
   * Saves the record `id`: the record's own when editing; when adding, the id the form chose
   * (kept in its draft), so that saving again never adds a second record.
   */
  save: (
    input: Input,
    files: MediaFile[],
    options: MediaWriteOptions,
    id: string,
  ) => Promise<Result<unknown> | null>;
}

/**
 * Checks a back-office form: the required fields and files first, then the model's schema. Each problem belongs to its field.
 */
export function checkCpanelForm<Input>(
  flow: FormFlow<Input>,
  values: FormValues,
  chosen: ChosenFiles,
): Checked<Input> {
  const problems: Partial<Record<string, Translatable>> = {};
  for (const name of [...missing(flow.fields, values), ...(flow.extraMissing?.(values) ?? [])]) {
    problems[name] = translatable('forms.required');
  }
  const noFiles = !flow.files.enough(chosen);
  if (noFiles) problems[flow.files.mark] = translatable(flow.files.alone ?? 'cpanel.file.required');
  const empty = Object.keys(problems);
  if (empty.length > 0) {
    const alone = noFiles && empty.length === 1 && flow.files.alone;
    // Some fields are optional: the summary counts what is missing, each field says it beside it.
    return {
      ok: false,
      problems,
      summary: alone
        ? translatable(alone)
        : translatable('cpanel.form.missing', { count: empty.length }),
    };
  }
  return checkWithSchema(flow.schema, values, {
    toInput: (each) => ({ ...toInput(flow.fields, each), ...flow.extraInput?.(each) }),
    fieldOf: flow.fieldOf,
    messageOf: flow.messageOf,
    summaryOf: (found: FieldProblems) =>
      translatable(flow.invalidMessage?.(Object.keys(found)) ?? 'cpanel.form.invalid'),
  });
}

/**
 * The value that holds a new record's id, chosen when the form opens (or, for a form with
 * `newId`, when it is first saved; empty until then): not a field, but kept with the values so
 * that the draft carries it, and a draft saved again saves the same record.
 */
export const RECORD_ID = 'recordId';

export const KINDS: Record<FormFlow<unknown>['texts'], UploadKind> = {
  museums: 'museum',
  tours: 'tour',
  works: 'work',
};

/** A record's own page in the back-office, once saved. */
export const RECORD_PAGES: Record<FormFlow<unknown>['texts'], (id: string) => string> = {
  museums: CPANEL_ROUTES.editMuseum,
  tours: CPANEL_ROUTES.editTour,
  works: CPANEL_ROUTES.editWork,
};
