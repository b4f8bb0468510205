package org.platform.mdm.data;

import org.platform.mdm.core.PlatformUser;

/**
 * A module's part of the atomic get and the historic record: each bean adds its payload under its
 * module id beside the data module's (matching adds the record's clusters).
 */
public interface RecordPayloadContributor {

  /**
   * The payload key, the module id (for example {@code org.platform.mdm.rest.v2.matching.data}).
   */
  String payloadKey();

  /** The payload for a record the caller has just read. */
  Object payload(EtalonId etalonId, PlatformUser user);

  /**
   * The payload for a record the caller has just read by {@code read} (its dates: a module whose
   * part changes over time answers it at the read's {@code timelineDate}, as known at its {@code
   * lastUpdateDate}); by default the same as {@link #payload(EtalonId, PlatformUser)}.
   */
  default Object payload(EtalonId etalonId, RecordRead read, PlatformUser user) {
    return payload(etalonId, user);
  }

  /** The type of {@link #payload}, whose schema the records document shows under the key. */
  Class<?> payloadType();
}
