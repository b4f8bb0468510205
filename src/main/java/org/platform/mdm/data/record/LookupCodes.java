package org.platform.mdm.data.record;

import java.util.Set;
import org.springframework.modulith.NamedInterface;

@NamedInterface("timelines")
public interface LookupCodes {
  /** Of the given codes of a reference set's code attribute, those that no active record has. */
  Set<String> missing(String referenceSet, Set<String> codes);
}
