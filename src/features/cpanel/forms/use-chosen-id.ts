import { translatable } from '@/lib/translatable';
import { RECORD_ID, type FormFlow } from './cpanel-form-flow';

/**
 * A new record's id for a form that chooses it as it is first saved (`newId`: a museum's or a
 * tour's address, made from its title). `now` gives the id to save under: the one chosen
 * already, else a new one, kept in the values (and so in the draft); null, with the form's
 * message, when none could be chosen. `again` forgets the chosen id when another record took it
 * as this one was saved, so that the next save chooses another; after any other failure the id
 * stays, since an earlier run may have created the record under it (saving again edits it).
 */
export function useChosenId<Input>(
  flow: Pick<FormFlow<Input>, 'newId' | 'record'>,
  form: {
    fill: (name: string, value: string) => void;
    fail: (message: ReturnType<typeof translatable>) => void;
  },
  recordId: string,
) {
  const chooses = flow.newId !== undefined && flow.record === undefined;
  return {
    async now(input: Input): Promise<string | null> {
      if (!chooses || !flow.newId || recordId !== '') return recordId;
      const chosen = await flow.newId(input);
      if (chosen.isError) {
        form.fail(translatable(`errors.${chosen.error.code}`));
        return null;
      }
      form.fill(RECORD_ID, chosen.data);
      return chosen.data;
    },
    again(code: string) {
      if (chooses && code === 'addressTaken') form.fill(RECORD_ID, '');
    },
  };
}
