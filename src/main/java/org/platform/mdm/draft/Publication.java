package org.platform.mdm.draft;

import tools.jackson.databind.JsonNode;

/**
 * What a provider published: the content (kept as the draft's edition when the draft had none) and
 * the subject's id (for a new object, the id it got).
 */
public record Publication(JsonNode content, String subjectId) {}
