package org.platform.mdm.data.record;

import java.util.Map;
import org.springframework.modulith.NamedInterface;

/**
 * How an entity's etalon is computed from its contributors.
 *
 * @param bvr true for BVR (the whole revision of the heaviest source), false for BVT (per
 *     attribute, the heaviest active source that has a value)
 * @param sourceWeights the model's weight per source system; an unknown source weighs 0
 * @param attributeWeights per attribute, weights per source system that override {@code
 *     sourceWeights} (BVT only)
 * @param overrides whether the platform's own source holds a steward's overrides (records: see
 *     {@link TimelineCalculator}); links and classifications take it as any source
 */
@NamedInterface("timelines")
public record ConsolidationRule(
    boolean bvr,
    Map<String, Integer> sourceWeights,
    Map<String, Map<String, Integer>> attributeWeights,
    boolean overrides) {

  public ConsolidationRule {
    sourceWeights = Map.copyOf(sourceWeights);
    attributeWeights = Map.copyOf(attributeWeights);
  }

  /** A rule without overrides: the platform's source is a source like the others. */
  public ConsolidationRule(
      boolean bvr,
      Map<String, Integer> sourceWeights,
      Map<String, Map<String, Integer>> attributeWeights) {
    this(bvr, sourceWeights, attributeWeights, false);
  }

  /** Whether the revision holds overrides under this rule. */
  boolean overrides(OriginRevision revision) {
    return overrides && revision.overrides();
  }

  int weight(String sourceSystem) {
    return sourceWeights.getOrDefault(sourceSystem, 0);
  }

  int weight(String attribute, String sourceSystem) {
    Map<String, Integer> own = attributeWeights.get(attribute);
    if (own != null && own.containsKey(sourceSystem)) {
      return own.get(sourceSystem);
    }
    return weight(sourceSystem);
  }
}
