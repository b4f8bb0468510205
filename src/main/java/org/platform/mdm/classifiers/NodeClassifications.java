package org.platform.mdm.classifiers;

import java.util.Collection;
import java.util.UUID;
import org.platform.mdm.core.PlatformUser;

/**
 * What the tree's publication needs to know of the records classified to its nodes (implemented by
 * the classifications of {@code classification}): whether removed nodes classify records, and
 * dropping those classifications with the nodes.
 */
public interface NodeClassifications {

  /** Whether any record is (or was) classified to one of these nodes. */
  boolean classifies(Collection<UUID> nodeIds);

  /**
   * Drops every classification revision that places a record into one of these nodes; the
   * classifications' timelines are computed again from what is left (a classification left with
   * nothing is removed). The records concerned are locked, and each moves to a new version with its
   * UPSERT notification, the change made by {@code user}.
   */
  void drop(Collection<UUID> nodeIds, PlatformUser user);
}
