package org.platform.mdm.data;

import java.util.Set;

interface LookupCodes {
  /** Of the given codes of a reference set's code attribute, those that no active record has. */
  Set<String> missing(String referenceSet, Set<String> codes);
}
