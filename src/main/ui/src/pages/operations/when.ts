/** A moment as the steward reads it, in their language and time zone; a dash for none. */
export function when(moment: string | null | undefined, language: string): string {
  if (!moment) return '—';
  const date = new Date(moment);
  if (Number.isNaN(date.getTime())) return moment;
  return new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'medium' }).format(
    date,
  );
}
