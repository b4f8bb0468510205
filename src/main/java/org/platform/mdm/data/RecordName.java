package org.platform.mdm.data;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.platform.mdm.meta.AttributeDef;
import org.platform.mdm.meta.DataModel;
import org.platform.mdm.meta.DisplayFormat;
import org.platform.mdm.meta.EntityDef;
import org.platform.mdm.meta.LookupEntityDef;
import org.platform.mdm.meta.SourceSystemDef;
import tools.jackson.databind.JsonNode;

/**
 * The one rule that names a record to a person: its entity's display format over its golden values
 * ({@link DisplayFormat}; without a format or {@code description_field}, the entity's first String
 * attribute that is no array, a reference set's code aside); without those values, its best
 * source's external key as {@code sourceSystem:externalId} (the heaviest source other than {@code
 * platform}, whose ids are often generated; the platform's key only when it is the record's only
 * one); without any key, the first eight characters of its etalon id. Never a bare full uuid.
 *
 * <p>Values print as stored: strings and numbers as they are, dates and timestamps in ISO 8601 as
 * the record holds them, Enum and LookupLink values by their code, an array's values joined with
 * {@code ", "}; objects (Complex values, large objects) and empty arrays count as missing.
 */
public final class RecordName {

  /** Joins an array's values in a name. */
  static final String ARRAY_SEPARATOR = ", ";

  private final Optional<DisplayFormat> format;
  private final Map<String, Integer> weights;

  private RecordName(Optional<DisplayFormat> format, Map<String, Integer> weights) {
    this.format = format;
    this.weights = weights;
  }

  /** The rule for the records of a register or reference set (no format when it is unknown). */
  public static RecordName of(DataModel model, String entityName) {
    Optional<EntityDef> register = model.entity(entityName);
    Optional<LookupEntityDef> referenceSet = model.lookupEntity(entityName);
    Optional<DisplayFormat> format =
        register
            .map(EntityDef::customProperties)
            .or(() -> referenceSet.map(LookupEntityDef::customProperties))
            .flatMap(DisplayFormat::of)
            .or(
                () ->
                    firstString(
                        register
                            .map(EntityDef::attributes)
                            .or(() -> referenceSet.map(LookupEntityDef::attributes))
                            .orElse(List.of())));
    Map<String, Integer> weights = new java.util.HashMap<>();
    for (SourceSystemDef source : model.sourceSystems()) {
      weights.put(source.name(), source.weight());
    }
    return new RecordName(format, weights);
  }

  /** An entity without a format is named by its first String attribute that is no array. */
  private static Optional<DisplayFormat> firstString(List<AttributeDef> attributes) {
    return attributes.stream()
        .filter(a -> "String".equals(a.type()) && !a.array())
        .findFirst()
        .flatMap(a -> DisplayFormat.of(Map.of(DisplayFormat.DESCRIPTION_FIELD, a.name())));
  }

  /** The attributes the name is made of (to read them, or to ask a search to return them). */
  public List<String> attributes() {
    return format.map(DisplayFormat::attributes).orElse(List.of());
  }

  /**
   * The format written out with every attribute as its token ({@code {last} {first}}), empty
   * without a format: names change exactly when it does.
   */
  public String pattern() {
    return format.map(f -> f.render(attribute -> "{" + attribute + "}")).orElse("");
  }

  /** The name a record's golden values give; empty when they give none. */
  public Optional<String> fromValues(Map<String, JsonNode> values) {
    if (format.isEmpty() || values == null) {
      return Optional.empty();
    }
    String name = format.get().render(attribute -> text(values.get(attribute)));
    return name.isEmpty() ? Optional.empty() : Optional.of(name);
  }

  /** The name of a record: from its values, else from its keys, else a short id. */
  public String name(
      Map<String, JsonNode> values, List<EtalonView.ExternalKeyView> keys, EtalonId etalonId) {
    return fromValues(values).orElseGet(() -> fallback(keys, etalonId));
  }

  /** The name of a record whose values give none: its best key, else a short id. */
  public String fallback(List<EtalonView.ExternalKeyView> keys, EtalonId etalonId) {
    if (keys != null && !keys.isEmpty()) {
      EtalonView.ExternalKeyView best =
          keys.stream()
              .min(
                  Comparator.comparing(
                          (EtalonView.ExternalKeyView k) ->
                              SourceSystemDef.PLATFORM.equals(k.sourceSystem()))
                      .thenComparing(k -> -weights.getOrDefault(k.sourceSystem(), 0))
                      .thenComparing(EtalonView.ExternalKeyView::sourceSystem)
                      .thenComparing(EtalonView.ExternalKeyView::id))
              .orElseThrow();
      return best.sourceSystem() + ":" + best.id();
    }
    return shortId(etalonId);
  }

  /** The first eight characters of an etalon id: the last resort of a name. */
  public static String shortId(EtalonId etalonId) {
    return etalonId.value().toString().substring(0, 8);
  }

  private static String text(JsonNode value) {
    if (value == null || value.isNull() || value.isMissingNode() || value.isObject()) {
      return null;
    }
    if (value.isArray()) {
      List<String> parts = new ArrayList<>();
      for (JsonNode element : value) {
        String part = element.isArray() ? null : text(element);
        if (part != null && !part.isBlank()) {
          parts.add(part.strip());
        }
      }
      return parts.isEmpty() ? null : String.join(ARRAY_SEPARATOR, parts);
    }
    return value.isString() ? value.asString() : value.toString();
  }
}
