package org.platform.mdm.dg.model;

import java.util.List;

/**
 * An asset type of the published model as administrators see it.
 *
 * @param displayFormat the rule naming its assets (attribute names in braces); null when none
 * @param contains the CONTAINS relations from it: what its assets contain
 * @param relations its other relations, from it or to it
 */
public record AssetTypeView(
    String name,
    String displayName,
    String parent,
    String color,
    String displayFormat,
    List<Attribute> attributes,
    List<Relation> contains,
    List<Relation> relations) {

  /**
   * An attribute, own or inherited.
   *
   * @param inheritedFrom the type that defines it; null for an own attribute
   */
  public record Attribute(
      String name, String displayName, String type, boolean required, String inheritedFrom) {}

  /** A relation of the model between asset types or to other registers. */
  public record Relation(String name, String displayName, String type, String from, String to) {}
}
