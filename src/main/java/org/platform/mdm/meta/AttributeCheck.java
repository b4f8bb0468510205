package org.platform.mdm.meta;

import java.util.List;
import org.platform.mdm.system.Problem;

/**
 * Checks an attribute defined outside the data model (a classifier node's) against one published
 * model: what its type names (the enumeration of an Enum, the reference set of a LookupLink, only
 * those) and its default value. Its name, type and array flag are the caller's to check.
 */
@FunctionalInterface
public interface AttributeCheck {

  /** The problems of {@code attribute}, of the known {@code type}, at {@code path}. */
  List<Problem> problems(String path, AttributeDef attribute, AttributeType type);

  /** Accepts everything (a check with no model to check against). */
  AttributeCheck NONE = (path, attribute, type) -> List.of();
}
