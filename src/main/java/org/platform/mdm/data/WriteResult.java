package org.platform.mdm.data;

import java.util.List;

/**
 * What a write, delete or restore did: the etalon, whether it was created, and notes for the caller
 * (for example "the record is logically deleted"); for a drafted change, the draft it went to;
 * whether it was a steward's write that held what the record holds, so that nothing was written.
 */
public record WriteResult(
    EtalonId etalonId,
    boolean created,
    List<EtalonView.ExternalKeyView> externalKeys,
    List<Notice> warnings,
    Long draftId,
    boolean unchanged) {

  /** A drafted change, or one applied that wrote something. */
  public WriteResult(
      EtalonId etalonId,
      boolean created,
      List<EtalonView.ExternalKeyView> externalKeys,
      List<Notice> warnings,
      Long draftId) {
    this(etalonId, created, externalKeys, warnings, draftId, false);
  }

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
