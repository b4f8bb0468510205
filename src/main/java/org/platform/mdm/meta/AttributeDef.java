package org.platform.mdm.meta;

import java.util.Map;

/**
 * An attribute of a register, reference set, nested entity or relation; classifier nodes use the
 * same form (the classifiers module's {@code NodeAttribute}).
 *
 * <p>The flags {@code array}, {@code required} and {@code confidential} are never null: absent
 * means false. (They are objects, not primitives, because Jackson 3 refuses a missing primitive by
 * default.)
 *
 * @param name the attribute's name, unique within its owner
 * @param type one of the {@link AttributeType} names ({@code String}, {@code Enum}, …)
 * @param array whether the attribute holds a list of values of its type
 * @param enumeration the enumeration of an {@code Enum} attribute
 * @param lookupEntity the reference set whose code a {@code LookupLink} attribute holds
 * @param nestedEntity the nested entity a {@code Complex} attribute holds
 * @param defaultValue the value a new record gets, as text in the type's format
 * @param sourceWeights per-attribute weights of source systems, overriding their model weights
 * @param confidential whether the attribute holds personal or secret data that depersonalization
 *     rewrites (a simple attribute only)
 * @param obfuscationFunction how a confidential attribute is rewritten; only when {@code
 *     confidential} is set
 */
public record AttributeDef(
    String name,
    String displayName,
    String description,
    String type,
    Boolean array,
    Boolean required,
    String enumeration,
    String lookupEntity,
    String nestedEntity,
    String defaultValue,
    Map<String, Integer> sourceWeights,
    Map<String, String> customProperties,
    Boolean confidential,
    ObfuscationSettings obfuscationFunction) {

  public AttributeDef {
    array = Boolean.TRUE.equals(array);
    required = Boolean.TRUE.equals(required);
    confidential = Boolean.TRUE.equals(confidential);
    sourceWeights = Copies.map(sourceWeights);
    customProperties = Copies.map(customProperties);
  }

  /** A plain attribute: a name and a type, everything else absent. */
  public static AttributeDef of(String name, String type) {
    return new AttributeDef(
        name, null, null, type, false, false, null, null, null, null, null, null, null, null);
  }

  /** This attribute with {@code required} set as given. */
  public AttributeDef withRequired(boolean value) {
    return new AttributeDef(
        name,
        displayName,
        description,
        type,
        array,
        value,
        enumeration,
        lookupEntity,
        nestedEntity,
        defaultValue,
        sourceWeights,
        customProperties,
        confidential,
        obfuscationFunction);
  }
}
