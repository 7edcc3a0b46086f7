import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/dialog';
import type { Tour } from '@/features/tours/model/tour';
import { pick } from '@/lib/model/shared';
import '@/components/confirm-dialog.css';
import { describeProblems, type PublishProblem } from './publish-check';

/**
 * "Cannot publish yet": the tour's name and each reason, in the admin's language. An exhibition
 * already closed is said on its own first: it lacks nothing, and listing it under "it lacks"
 * would read wrong.
 */
export function PublishBlockedDialog({
  blocked,
  onClose,
}: {
  blocked: { tour: Tour; problems: PublishProblem[] } | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const problems = blocked?.problems ?? [];
  const closed = problems.filter((problem) => problem.kind === 'closed');
  const lacking = problems.filter((problem) => problem.kind !== 'closed');
  return (
    <Dialog
      open={blocked !== null}
      onClose={onClose}
      title={t('cpanel.publish.blockedTitle')}
      backLabel={t('cpanel.form.back')}
    >
      <div className="confirm__text" role="alert">
        {describeProblems(closed, t).map((reason) => (
          <p key={reason}>{reason}</p>
        ))}
        {lacking.length > 0 && (
          <>
            <p>
              {t('cpanel.publish.blockedText', {
                name: blocked ? pick(blocked.tour.name, i18n.language) : '',
              })}
            </p>
            <ul>
              {describeProblems(lacking, t).map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          </>
        )}
      </div>
    </Dialog>
  );
}
