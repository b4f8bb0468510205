package org.platform.mdm.meta;

import java.util.List;

/** A classifier: a tree of nodes records are classified by. */
public record ClassifierDef(
    String name, String displayName, String description, List<ClassifierNodeDef> nodes) {

  public ClassifierDef {
    nodes = Copies.list(nodes);
  }
}
