/**
 * The validity period the editor writes, as its date inputs hold it: `from` and `to` as
 * yyyy-mm-dd, empty for an open end.
 */
export interface Period {
  from: string;
  to: string;
}

/**
 * The period of a record as read (ISO date-times with the server's offset) as dates. The timeline
 * shows the same dates, so the steward edits what the card showed.
 */
export function periodOf(validFrom: string | null | undefined, validTo: string | null | undefined) {
  return { from: validFrom?.slice(0, 10) ?? '', to: validTo?.slice(0, 10) ?? '' };
}

/**
 * The write's `validFrom`/`validTo`: the first moment of the first day and the last of the last
 * (both ends are inclusive), without an offset so that the server reads them in its own zone, as
 * it wrote the dates it showed. An open end is null.
 */
export function periodToApi(period: Period) {
  return {
    validFrom: period.from ? `${period.from}T00:00:00` : null,
    validTo: period.to ? `${period.to}T23:59:59.999` : null,
  };
}
