package org.platform.mdm.search;

import java.time.OffsetDateTime;
import org.platform.mdm.data.EtalonId;
import tools.jackson.databind.node.ObjectNode;

/**
 * One golden-record interval in the form a search engine indexes it.
 *
 * @param from the first instant (inclusive), null when unbounded
 * @param to the last instant (inclusive), null when unbounded
 * @param doc the searchable values (see {@link SearchValues}); large objects left out
 * @param text the string values, one per line, followed by their Latin transliterations
 */
public record SearchDocument(
    String entityName,
    EtalonId etalonId,
    OffsetDateTime from,
    OffsetDateTime to,
    boolean active,
    ObjectNode doc,
    String text) {}
