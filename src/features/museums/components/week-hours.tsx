import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { pick } from '@/lib/model/language';
import { usableRanges, WEEKDAYS, type DayHours, type Visit, type WeekHours } from '../model/visit';
import { dayText, timeText, weekdayName } from '../lib/hours-text';
import { upcomingExceptions, weekdayOf, type WallTime } from '../lib/opening-hours';

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "11 a 20 h", "10 a 13 h, 15 a 19 h"; "Cerrado". */
export function rangesText(ranges: DayHours, t: TFunction) {
  if (ranges.length === 0) return t('museum.visit.closedDay');
  return ranges
    .map((range) =>
      t('museum.visit.range', { open: timeText(range.open, t), close: timeText(range.close, t) }),
    )
    .join(', ');
}

/** The usual week, Monday first, today marked once the page knows the day in Buenos Aires. */
export function WeekHoursTable({ hours, today }: { hours: WeekHours; today?: WallTime }) {
  const { t } = useTranslation();
  return (
    <table className="week-hours">
      <caption className="visually-hidden">{t('museum.visit.hours')}</caption>
      <tbody>
        {WEEKDAYS.map((day) => {
          const isToday = today?.weekday === day;
          return (
            <tr
              key={day}
              className={isToday ? 'week-hours__today' : undefined}
              aria-current={isToday ? 'date' : undefined}
            >
              <th scope="row">
                {capitalized(weekdayName(day, t))}
                {isToday && (
                  <span className="week-hours__mark"> {t('museum.visit.todayMark')}</span>
                )}
              </th>
              <td>{rangesText(usableRanges(hours[day]), t)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** The dates ahead whose hours differ: "Viernes 25 de diciembre: Cerrado (Navidad)". */
export function SpecialDates({
  visit,
  today,
}: {
  visit: Pick<Visit, 'hours' | 'exceptions'>;
  today: WallTime;
}) {
  const { t, i18n } = useTranslation();
  const dates = upcomingExceptions(visit, today.date);
  if (dates.length === 0) return null;
  return (
    <>
      <h3 className="museum-visit__subtitle">{t('museum.visit.special')}</h3>
      <ul className="museum-visit__dates">
        {dates.map((exception) => {
          const when = t('museum.visit.specialDay', {
            weekday: capitalized(weekdayName(weekdayOf(exception.date), t)),
            date: dayText(exception.date, t),
          });
          const hours = rangesText(usableRanges(exception.hours), t);
          const text = exception.note
            ? t('museum.visit.specialNote', {
                text: hours,
                note: pick(exception.note, i18n.language),
              })
            : hours;
          return (
            <li key={exception.date}>
              <strong>{when}:</strong> {text}
            </li>
          );
        })}
      </ul>
    </>
  );
}
