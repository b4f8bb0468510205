package org.platform.mdm.core.transfer;

import java.time.OffsetDateTime;
import java.util.List;

/**
 * An export or import of roles or security labels: its kind ({@code ROLES_EXPORT}, {@code
 * ROLES_IMPORT}, {@code LABELS_EXPORT}, {@code LABELS_IMPORT}), its state ({@code RUNNING}, {@code
 * DONE}, {@code FAILED}), and what it did.
 */
public record SecurityTransfer(
    long id,
    String kind,
    String state,
    String createdBy,
    OffsetDateTime createDate,
    OffsetDateTime endDate,
    boolean recreate,
    Summary summary,
    boolean hasDocument) {

  /**
   * What a transfer did: roles or labels exported, created and updated; those skipped with why;
   * and, for a failed one, what stopped it.
   */
  public record Summary(
      int exported,
      int created,
      int updated,
      List<Skipped> skipped,
      List<String> dropped,
      String failure) {

    public Summary {
      skipped = skipped == null ? List.of() : List.copyOf(skipped);
      dropped = dropped == null ? List.of() : List.copyOf(dropped);
    }

    static Summary empty() {
      return new Summary(0, 0, 0, List.of(), List.of(), null);
    }
  }

  /** A role or label of the document left as it was, with the codes of its problems. */
  public record Skipped(String name, List<String> errors) {}
}
