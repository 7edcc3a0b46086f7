import { useTranslation } from 'react-i18next';
import { today } from '@/lib/days';
import { tourPhase, type TourDays } from '../model/tour-dates';
import { tourDatesText } from '../model/tour-dates-text';
import './tour-dates.css';

/** A temporary exhibition's days as a line of its card or page; nothing for a permanent tour. */
export function TourDates({ tour, className = '' }: { tour: TourDays; className?: string }) {
  const { t } = useTranslation();
  const day = today();
  const text = tourDatesText(tour, day, t);
  if (text === null) return null;
  return <p className={`tour-dates tour-dates--${tourPhase(tour, day)} ${className}`}>{text}</p>;
}
