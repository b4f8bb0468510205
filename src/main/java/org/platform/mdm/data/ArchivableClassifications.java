package org.platform.mdm.data;

import java.time.OffsetDateTime;
import java.util.Collection;
import java.util.List;
import java.util.UUID;
import org.platform.mdm.data.record.Period;

/**
 * What the classifications' revision archive needs of the stored classifications, a port the
 * classifiers module implements: their revisions' periods, and the values of the hidden ones taken
 * out of the hot store (the row stays, marked archived, since merges join, split and renumber
 * classification revisions). Called in the archive's block transaction, with the records locked.
 */
public interface ArchivableClassifications {

  /**
   * A stored revision of a classification of a record, as the archive's rule sees it; {@code place}
   * says where its row is, for {@link #take} in the same transaction (opaque to the archive).
   */
  record Stored(
      String place,
      UUID recordEtalonId,
      UUID classificationId,
      String sourceSystem,
      int revision,
      long seq,
      Period period,
      boolean archived) {}

  /** The values of a revision taken out, with where it was. */
  record Taken(
      long seq,
      UUID recordEtalonId,
      UUID classificationId,
      String sourceSystem,
      int revision,
      String data,
      OffsetDateTime createDate) {}

  /** Every revision of every classification of these records. */
  List<Stored> revisions(Collection<UUID> records);

  /**
   * Empties the values of the revisions at these places and marks them archived; the values they
   * had (none of those marked already).
   */
  List<Taken> take(Collection<String> places);
}
