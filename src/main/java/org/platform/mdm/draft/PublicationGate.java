package org.platform.mdm.draft;

import org.platform.mdm.core.PlatformUser;

/**
 * Something a publication may have to wait for (the workflow module's approval processes). A
 * publication asked for by hand asks every gate; when one holds the draft, the draft's changes are
 * checked as a publication would apply them (and rolled back), the draft becomes
 * DELAYED_BY_WORKFLOW and the gate starts what it waits for, in the same transaction. The gate
 * later ends the wait through {@link DraftService#publishApproved}, {@link DraftService#resume} or
 * {@link DraftService#failApproved}.
 */
public interface PublicationGate {

  /**
   * Whether publishing the draft must wait for this gate.
   *
   * @param latest the latest edition, or null when the draft has none
   */
  boolean holds(DraftView draft, EditionView latest);

  /**
   * Starts what the publication waits for; runs in the transaction that made the draft
   * DELAYED_BY_WORKFLOW, so a failure leaves the draft as it was.
   */
  void hold(DraftView draft, EditionView latest, PlatformUser user);

  /**
   * A draft DELAYED_BY_WORKFLOW is about to be removed: the gate ends what the draft waits for, or
   * refuses the removal with a {@link org.platform.mdm.system.PlatformException} (then nothing is
   * removed). Runs in the removal's transaction; by default a gate lets the draft go.
   */
  default void removing(DraftView draft, PlatformUser user) {}
}
