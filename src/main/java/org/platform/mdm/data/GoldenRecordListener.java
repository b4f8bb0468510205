package org.platform.mdm.data;

import java.util.Collection;
import java.util.List;

/**
 * Told of every stored timeline, in the transaction that stores it, whatever wrote it (a record
 * write, delete or restore, a cascade, a draft publication, a bulk load): modules that keep a copy
 * of the golden records (search) stay consistent with them at every commit.
 */
public interface GoldenRecordListener {

  /** These records' timelines replaced whatever was stored for them before. */
  void stored(List<GoldenRecord> records);

  /**
   * These records' stored timelines, told again unchanged so that copies are rebuilt (a search
   * rebuild): a listener writes again what it derives from them, even where it would take it as
   * still true after a write. By default as {@link #stored}.
   */
  default void retold(List<GoldenRecord> records) {
    stored(records);
  }

  /** These records are gone (physically deleted). */
  void removed(Collection<EtalonId> etalonIds);
}
