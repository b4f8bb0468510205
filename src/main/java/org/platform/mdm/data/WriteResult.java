package org.platform.mdm.data;

import java.util.List;

/**
 * What a write, delete or restore did: the etalon, whether it was created, and notes for the caller
 * (for example "the record is logically deleted"); for a drafted change, the draft it went to.
 */
public record WriteResult(
    EtalonId etalonId,
    boolean created,
    List<EtalonView.ExternalKeyView> externalKeys,
    List<Notice> warnings,
    Long draftId) {

  /** A change applied to the record (not drafted). */
  public WriteResult(
      EtalonId etalonId,
      boolean created,
      List<EtalonView.ExternalKeyView> externalKeys,
      List<Notice> warnings) {
    this(etalonId, created, externalKeys, warnings, null);
  }

  public WriteResult {
    externalKeys = List.copyOf(externalKeys);
    warnings = List.copyOf(warnings);
  }
}
