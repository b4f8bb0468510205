package org.platform.mdm.data.record;

import java.util.List;
import java.util.Map;
import org.platform.mdm.system.Problem;
import org.springframework.modulith.NamedInterface;
import tools.jackson.databind.JsonNode;

/**
 * What a check found: every problem, the values to store when there is none, and the large objects
 * the values name (id → the paths naming it), which must exist.
 */
@NamedInterface("timelines")
public record CheckedValues(
    List<Problem> problems,
    Map<String, JsonNode> values,
    Map<java.util.UUID, List<String>> largeObjects) {}
