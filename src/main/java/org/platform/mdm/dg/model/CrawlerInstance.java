package org.platform.mdm.dg.model;

/** A crawler of an information system, reading through a connection. */
public record CrawlerInstance(
    String informationSystem,
    String name,
    String displayName,
    String connection,
    String description,
    Stamp stamp) {

  /** What a create or an update gives. */
  public record Input(String name, String displayName, String connection, String description) {}
}
