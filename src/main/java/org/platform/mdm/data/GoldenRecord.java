package org.platform.mdm.data;

import java.util.List;

/**
 * A golden record's whole stored timeline: every interval, in order of validity.
 *
 * @param created the record was created by this transaction: nothing was stored for it before
 */
public record GoldenRecord(
    String entityName, EtalonId etalonId, List<GoldenPeriod> periods, boolean created) {

  public GoldenRecord {
    periods = List.copyOf(periods);
  }
}
