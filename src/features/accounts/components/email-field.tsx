import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/text-field';

/**
 * The account forms' e-mail address: a phone offers its e-mail keyboard, and the length is the
 * schema's cap (src/lib/model/email.ts), not imported so the page does not bring zod with it.
 */
export function EmailField(props: Omit<ComponentProps<typeof TextField>, 'label' | 'type'>) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('account.email')}
      type="email"
      inputMode="email"
      maxLength={254}
      {...props}
    />
  );
}
