package org.platform.mdm.meta;

import java.util.List;
import org.platform.mdm.system.Problem;

/**
 * A module's rule on attributes defined outside the data model (a classifier node's), as {@link
 * ModelChangeGuard} is for the model's own: the depersonalization module checks a confidential
 * attribute's obfuscation function. Its problems join those of {@link
 * DataModelService#attributeCheck()}.
 */
public interface AttributeGuard {

  /** The problems of {@code attribute} at {@code path}; empty when there is none. */
  List<Problem> check(String path, AttributeDef attribute);
}
