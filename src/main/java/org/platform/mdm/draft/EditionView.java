package org.platform.mdm.draft;

import java.time.OffsetDateTime;
import tools.jackson.databind.JsonNode;

/** One edition of a draft: revision 1..n, its content, who saved it and when. */
public record EditionView(
    DraftId draftId, int revision, JsonNode content, String createdBy, OffsetDateTime createDate) {}
