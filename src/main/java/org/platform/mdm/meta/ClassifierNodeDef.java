package org.platform.mdm.meta;

import java.util.List;

/**
 * One node of a classifier.
 *
 * @param code unique within the classifier; any text up to 100 characters
 * @param parentCode the code of the parent node; null for a root
 * @param attributes the attributes a record classified at this node gets
 */
public record ClassifierNodeDef(
    String code, String displayName, String parentCode, List<AttributeDef> attributes) {

  public ClassifierNodeDef {
    attributes = Copies.list(attributes);
  }
}
