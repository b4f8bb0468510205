package org.platform.mdm.data;

import java.time.OffsetDateTime;

/**
 * A read of a record.
 *
 * @param timelineDate the valid time to read at; null = now
 * @param lastUpdateDate read the record as it was known at this moment, ignoring later revisions;
 *     null = as known now
 * @param includeInactive answer logically deleted records and periods too
 * @param explain name the source of every golden value
 * @param enumIdValue give enumeration values as {@code {id, value}}
 * @param relations answer the outgoing links in force at the instant too
 * @param historic a historic read: the record itself even when it was merged (then as it stood just
 *     before its merge), with only the origins it held at {@code lastUpdateDate} (null = now)
 */
public record RecordRead(
    RecordLocator locator,
    OffsetDateTime timelineDate,
    OffsetDateTime lastUpdateDate,
    boolean includeInactive,
    boolean explain,
    boolean enumIdValue,
    boolean relations,
    boolean historic) {

  /** A read, with links or not. */
  public RecordRead(
      RecordLocator locator,
      OffsetDateTime timelineDate,
      OffsetDateTime lastUpdateDate,
      boolean includeInactive,
      boolean explain,
      boolean enumIdValue,
      boolean relations) {
    this(
        locator,
        timelineDate,
        lastUpdateDate,
        includeInactive,
        explain,
        enumIdValue,
        relations,
        false);
  }

  /** The historic record: the record as known at a moment (null = now), valid at an instant. */
  public static RecordRead historic(
      RecordLocator locator, OffsetDateTime timelineDate, OffsetDateTime lastUpdateDate) {
    return new RecordRead(locator, timelineDate, lastUpdateDate, true, false, false, false, true);
  }

  /** This read at other dates; a date not given (null) stays this read's. */
  public RecordRead withDates(OffsetDateTime timelineDate, OffsetDateTime lastUpdateDate) {
    return new RecordRead(
        locator,
        timelineDate != null ? timelineDate : this.timelineDate,
        lastUpdateDate != null ? lastUpdateDate : this.lastUpdateDate,
        includeInactive,
        explain,
        enumIdValue,
        relations,
        historic);
  }

  /** A read without links. */
  public RecordRead(
      RecordLocator locator,
      OffsetDateTime timelineDate,
      OffsetDateTime lastUpdateDate,
      boolean includeInactive,
      boolean explain,
      boolean enumIdValue) {
    this(locator, timelineDate, lastUpdateDate, includeInactive, explain, enumIdValue, false);
  }
}
