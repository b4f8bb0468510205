package org.platform.mdm.data.record;

import java.util.Set;

public interface LookupCodes {
  /** Of the given codes of a reference set's code attribute, those that no active record has. */
  Set<String> missing(String referenceSet, Set<String> codes);
}
