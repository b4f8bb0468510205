import { formatMoment } from '../../format/dates';

/** A moment as the steward reads it, in their language and time zone; a dash for none. */
export function when(moment: string | null | undefined, language: string): string {
  return formatMoment(moment, language);
}
