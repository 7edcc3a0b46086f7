import { toast } from 'react-toastify/unstyled';

// Spec section 9: bottom-right, 5 s; 2 s on the edit forms.
export const TOAST_MS = 5000;
export const EDIT_TOAST_MS = 2000;

export function toastSuccess(message: string, { edit = false } = {}) {
  toast.success(message, { autoClose: edit ? EDIT_TOAST_MS : TOAST_MS });
}

export function toastError(message: string, { edit = false } = {}) {
  toast.error(message, { autoClose: edit ? EDIT_TOAST_MS : TOAST_MS });
}
