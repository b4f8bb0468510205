package org.platform.mdm.data;

import java.util.List;

/** A golden record's whole stored timeline: every interval, in order of validity. */
public record GoldenRecord(String entityName, EtalonId etalonId, List<GoldenPeriod> periods) {

  public GoldenRecord {
    periods = List.copyOf(periods);
  }
}
