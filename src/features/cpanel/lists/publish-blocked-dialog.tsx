import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/dialog';
import type { Tour } from '@/features/tours/model/tour';
import { pick } from '@/lib/model/shared';
import '@/components/confirm-dialog.css';
import { describeProblems, type PublishProblem } from './publish-check';

/** "Cannot publish yet": the tour's name and each reason, in the admin's language. */
export function PublishBlockedDialog({
  blocked,
  onClose,
}: {
  blocked: { tour: Tour; problems: PublishProblem[] } | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Dialog
      open={blocked !== null}
      onClose={onClose}
      title={t('cpanel.publish.blockedTitle')}
      backLabel={t('cpanel.form.back')}
    >
      <div className="confirm__text" role="alert">
        <p>
          {t('cpanel.publish.blockedText', {
            name: blocked ? pick(blocked.tour.name, i18n.language) : '',
          })}
        </p>
        <ul>
          {describeProblems(blocked?.problems ?? [], t).map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      </div>
    </Dialog>
  );
}
