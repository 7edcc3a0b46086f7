import { getConfig } from '@/config/env';
import type { MessageInput } from '../model/message';

/**
 * Also hands the message to the configured endpoint, as the original form did with
 * contacto.php. Fire-and-forget: the message is already saved, so a failure here must not
 * turn the visitor's success into an error (and an opaque no-cors response cannot be read).
 */
export function forwardToEndpoint(data: MessageInput) {
  const endpoint = getConfig().contactEndpoint;
  if (!endpoint) return;
  fetch(endpoint, {
    method: 'POST',
    body: new URLSearchParams(data),
    mode: 'no-cors',
    keepalive: true,
  }).catch(() => undefined);
}
