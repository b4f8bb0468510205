package org.platform.mdm.dq.function;

import java.util.Set;
import org.platform.mdm.meta.DataModel;

/**
 * What the functions that read the platform's data ask of it: the published data model (its
 * enumerations and reference sets) and which codes of a reference set no live record has.
 */
public interface PlatformData {

  /** The published data model. */
  DataModel model();

  /** Of these codes of a reference set, those no active record has. */
  Set<String> missingCodes(String referenceSet, Set<String> codes);
}
