package org.platform.mdm.meta;

/**
 * A system records come from.
 *
 * @param weight 0 to 100; consolidation prefers the data of heavier sources. Never null: absent
 *     means 0 (an object, not a primitive, because Jackson 3 refuses a missing primitive by
 *     default)
 */
public record SourceSystemDef(String name, String description, Integer weight) {

  /** The platform's own source system, which every model has. */
  public static final String PLATFORM = "platform";

  public SourceSystemDef {
    weight = weight == null ? 0 : weight;
  }

  /** The platform's own source system as {@link DataModel#empty()} holds it. */
  public static SourceSystemDef platform() {
    return new SourceSystemDef(PLATFORM, "The platform itself", 100);
  }
}
