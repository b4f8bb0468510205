package org.platform.mdm.meta;

import java.util.List;
import java.util.Map;

/**
 * A relation between two registers.
 *
 * @param from the register the relation starts at
 * @param to the register the relation points to
 * @param type {@code REFERENCES}, {@code CONTAINS} or {@code MANY_TO_MANY}
 * @param customProperties parameters, among them {@value #OUTGOING_ATTRIBUTES} and {@value
 *     #INCOMING_ATTRIBUTES}
 */
public record RelationDef(
    String name,
    String displayName,
    String description,
    String from,
    String to,
    String type,
    List<AttributeDef> attributes,
    Map<String, String> customProperties) {

  /**
   * Attributes of the {@code to} record added to outgoing relations: names separated by commas
   * without spaces.
   */
  public static final String OUTGOING_ATTRIBUTES = "addAttributesToOutgoingRelation";

  /**
   * Attributes of the {@code from} record added to incoming relations: names separated by commas
   * without spaces.
   */
  public static final String INCOMING_ATTRIBUTES = "addAttributesToIncomingRelation";

  /** The relation types. */
  public static final List<String> TYPES = List.of("REFERENCES", "CONTAINS", "MANY_TO_MANY");

  public RelationDef {
    attributes = Copies.list(attributes);
    customProperties = Copies.map(customProperties);
  }
}
