package org.platform.mdm.dg.model;

/**
 * An information system: a system whose assets the catalog holds, written as records of the source
 * system {@code sourceSystem} of the data model.
 */
public record InformationSystem(
    String name, String displayName, String description, String sourceSystem, Stamp stamp) {

  /** What a create or an update gives. */
  public record Input(String name, String displayName, String description, String sourceSystem) {}
}
