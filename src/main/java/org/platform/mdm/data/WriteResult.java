package org.platform.mdm.data;

import java.util.List;

/**
 * What a write, delete or restore did: the etalon, whether it was created, and notes for the caller
 * (for example "the record is logically deleted").
 */
public record WriteResult(
    EtalonId etalonId,
    boolean created,
    List<EtalonView.ExternalKeyView> externalKeys,
    List<Notice> warnings) {

  public WriteResult {
    externalKeys = List.copyOf(externalKeys);
    warnings = List.copyOf(warnings);
  }
}
