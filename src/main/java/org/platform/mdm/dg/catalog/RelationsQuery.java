package org.platform.mdm.dg.catalog;

import java.util.List;
import org.platform.mdm.data.EtalonId;

/** What a relations read asks: an asset's links, which ones, and which page of them. */
public record RelationsQuery(
    EtalonId etalonId,
    RelationDirection direction,
    List<String> relationNames,
    List<LinkType> relationTypes,
    LinkFilter filter,
    int offset,
    int limit) {

  public RelationsQuery {
    relationNames = relationNames == null ? List.of() : List.copyOf(relationNames);
    relationTypes = relationTypes == null ? List.of() : List.copyOf(relationTypes);
  }
}
