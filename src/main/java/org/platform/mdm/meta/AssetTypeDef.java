package org.platform.mdm.meta;

/**
 * What makes a register an asset type of data governance: its records are assets (databases,
 * tables, columns, business terms) that the catalog, lineage and asset history show.
 *
 * @param parent the asset type this one is a kind of: its attributes are this type's too (a view is
 *     a kind of table); null for a type of its own
 * @param color the colour of the type's assets on the graph, {@code #rrggbb}; null for the default
 */
public record AssetTypeDef(String parent, String color) {

  /** The custom property an inherited attribute carries: the asset type that defines it. */
  public static final String INHERITED_FROM = "inheritedFrom";
}
