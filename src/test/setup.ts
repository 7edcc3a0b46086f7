import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import './app-config';

// jsdom has no modal dialogs (showModal, close): opened and closed as the browser would, for
// every dialog of the app (confirmations, "leave without saving?", the photo viewer's).
// Typed as the DOM has them, so the check below is not "never" to TypeScript.
const dialogs: Partial<Pick<HTMLDialogElement, 'showModal' | 'close'>> | undefined =
  typeof HTMLDialogElement === 'undefined' ? undefined : HTMLDialogElement.prototype;
if (dialogs && typeof dialogs.showModal !== 'function') {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
