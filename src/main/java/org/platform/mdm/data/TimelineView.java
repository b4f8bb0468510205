package org.platform.mdm.data;

import java.time.OffsetDateTime;
import java.util.List;

/** An interval of an etalon's timeline and the origin revisions that make it. */
public record TimelineView(
    OffsetDateTime dateFrom,
    OffsetDateTime dateTo,
    boolean active,
    List<ContributorView> contributors) {

  public record ContributorView(
      String externalId, String sourceSystem, int revision, RecordStatus status) {}
}
