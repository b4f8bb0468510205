package org.platform.mdm.search.reindex;

import java.time.OffsetDateTime;

/**
 * A rebuild of one entity's search documents.
 *
 * @param state PENDING, RUNNING, DONE or FAILED (with {@code error}; asking again retries)
 * @param reason MODEL_CHANGE, REQUEST, INDEXING_ON (indexing switched back on) or UPGRADE (a new
 *     version of the server keeps more in the index)
 * @param total the records the entity had in the index when the rebuild started (an estimate of the
 *     work: records written meanwhile change it)
 * @param done the records rebuilt so far
 * @param executionId the background operations' run ({@code reindexDataJob}) that carries it out,
 *     at {@code /api/v2/core/jobs/executions/{id}}; null until one is given it
 */
public record ReindexJob(
    String entityName,
    String state,
    String reason,
    long total,
    long done,
    OffsetDateTime requestedAt,
    OffsetDateTime startedAt,
    OffsetDateTime finishedAt,
    String error,
    Long executionId) {}
