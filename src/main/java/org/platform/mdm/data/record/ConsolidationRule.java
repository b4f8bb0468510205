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
 */
@NamedInterface("timelines")
public record ConsolidationRule(
    boolean bvr,
    Map<String, Integer> sourceWeights,
    Map<String, Map<String, Integer>> attributeWeights) {

  public ConsolidationRule {
    sourceWeights = Map.copyOf(sourceWeights);
    attributeWeights = Map.copyOf(attributeWeights);
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
