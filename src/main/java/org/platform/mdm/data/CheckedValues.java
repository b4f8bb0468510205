package org.platform.mdm.data;

import java.util.List;
import java.util.Map;
import org.platform.mdm.system.Problem;
import tools.jackson.databind.JsonNode;

/** What a check found: every problem, and the values to store when there is none. */
record CheckedValues(List<Problem> problems, Map<String, JsonNode> values) {}
