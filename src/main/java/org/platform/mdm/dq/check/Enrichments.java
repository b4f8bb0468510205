package org.platform.mdm.dq.check;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.platform.mdm.data.RecordContext;
import org.platform.mdm.data.RecordWrite;
import org.platform.mdm.dq.model.QualityModel;
import org.platform.mdm.dq.model.QualityRule;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/**
 * What the enriching rules of the origin phase make of a write: per source system of the rules'
 * enrichment, the attribute values to write as that source's origin of the same record. A write of
 * a source some rule enriches as is not enriched again (no rule feeds another in a loop); only
 * top-level attributes are written.
 */
public final class Enrichments {

  /** Where the origin check keeps them for the upsert's point. */
  static final String KEY = Enrichments.class.getName();

  private Enrichments() {}

  /** Keeps, in the write's context, what the rules enriched. */
  static void keep(RecordContext ctx, QualityModel model, List<RuleRunner.SetResult> results) {
    Map<String, String> sources = new LinkedHashMap<>();
    model.rules().stream()
        .filter(r -> r.mode() == QualityRule.Mode.ENRICH && r.enrichment() != null)
        .forEach(r -> sources.putIfAbsent(r.name(), r.enrichment().sourceSystem()));
    Set<String> enriching = sources.values().stream().collect(Collectors.toSet());
    if (sources.isEmpty() || enriching.contains(ctx.write().sourceSystem())) {
      return;
    }
    Map<String, Map<String, Object>> bySource = new LinkedHashMap<>();
    for (RuleRunner.SetResult set : results) {
      for (RuleRunner.RuleResult rule : set.rules()) {
        String source = sources.get(rule.ruleName());
        if (source == null) {
          continue;
        }
        for (RuleRunner.Execution e : rule.executions()) {
          e.enriched()
              .forEach(
                  (path, value) -> {
                    if (path != null && path.matches("[^.\\[\\]]+")) {
                      bySource.computeIfAbsent(source, k -> new LinkedHashMap<>()).put(path, value);
                    }
                  });
        }
      }
    }
    if (!bySource.isEmpty()) {
      ctx.putExtra(KEY, bySource);
    }
  }

  /** The writes the kept enrichments make: one origin per enriching source system. */
  @SuppressWarnings("unchecked")
  public static List<RecordWrite> writes(RecordContext ctx, JsonMapper json) {
    if (!(ctx.extra(KEY) instanceof Map<?, ?> kept) || ctx.etalonId() == null) {
      return List.of();
    }
    RecordWrite w = ctx.write();
    String key =
        (w.externalId() == null || w.externalId().isBlank()
                ? ctx.etalonId().toString()
                : w.externalId())
            + "@"
            + w.sourceSystem();
    return ((Map<String, Map<String, Object>>) kept)
        .entrySet().stream()
            .map(
                e ->
                    new RecordWrite(
                        w.entityName(),
                        key,
                        e.getKey(),
                        w.validFrom(),
                        w.validTo(),
                        ctx.etalonId(),
                        attributes(e.getValue(), json),
                        null,
                        List.of(),
                        List.of(),
                        List.of(),
                        List.of(),
                        List.of()))
            .toList();
  }

  private static JsonNode attributes(Map<String, Object> values, JsonMapper json) {
    ObjectNode node = json.createObjectNode();
    values.forEach(
        (path, value) -> {
          if (value == null) {
            node.putNull(path);
          } else if (value instanceof LocalDate || value instanceof LocalDateTime) {
            node.put(path, value.toString());
          } else if (value instanceof BigDecimal d) {
            node.put(path, d);
          } else {
            node.set(path, json.valueToTree(value));
          }
        });
    return node;
  }
}
