import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify/unstyled';
import { translate, type Translatable } from '@/lib/translatable';

// Bottom-right, 5 s; 2 s on the edit forms, where the admin goes straight back to the list.
export const TOAST_MS = 5000;
export const EDIT_TOAST_MS = 2000;

/**
 * A toast's text, translated as it renders: a toast still open when the admin switches
 * language is re-rendered in the new one (a string handed to toast() would stay as it was).
 */
function ToastText({ text }: { text: Translatable }) {
  const { t } = useTranslation();
  return translate(t, text);
}

export function toastSuccess(text: Translatable, { edit = false } = {}) {
  toast.success(<ToastText text={text} />, {
    autoClose: edit ? EDIT_TOAST_MS : TOAST_MS,
  });
}

export function toastError(text: Translatable, { edit = false } = {}) {
  toast.error(<ToastText text={text} />, { autoClose: edit ? EDIT_TOAST_MS : TOAST_MS });
}
