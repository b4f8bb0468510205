package org.platform.mdm.dg.model;

import java.util.Map;

/**
 * A connection: a crawler type and the values of its parameters, as stored (the values of SECRET
 * parameters sealed with the platform key).
 */
public record Connection(
    String name,
    String displayName,
    String crawlerType,
    Map<String, String> parameters,
    Stamp stamp) {

  /**
   * What a create or an update gives; a parameter value is a JSON string, number or boolean, and a
   * SECRET parameter left out (or null) in an update keeps the stored value.
   */
  public record Input(
      String name,
      String displayName,
      String crawlerType,
      Map<String, tools.jackson.databind.JsonNode> parameters) {}
}
