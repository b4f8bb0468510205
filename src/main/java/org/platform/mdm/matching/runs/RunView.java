package org.platform.mdm.matching.runs;

import java.time.OffsetDateTime;

/**
 * A bulk matching run over a whole entity.
 *
 * @param phase KEYS (every record's blocking keys), then MATCH (every pair sharing a key compared);
 *     a run asked for by a load is in phase LOAD while the load goes on and starts at MATCH (the
 *     load wrote the keys)
 * @param state WAITING (asked for by a load: starts when the load ended and no other run of the
 *     entity is open), PENDING, RUNNING, DONE or FAILED (with {@code error}; a resume goes on from
 *     the last batch done)
 * @param total the records of the entity when the run started
 * @param done the records of the current phase done so far
 * @param matched pairs that matched; {@code merged}: records merged away by AUTO_MERGE rules
 * @param compared pairs of records compared (each pair sharing a key once, from its first record)
 * @param capped records that had more candidates than one record may be compared with ({@code
 *     org.platform.mdm.matching.candidates.max}): their further candidates were not compared
 * @param executionId the background operations' run ({@code matchingRunJob}) that carries it out,
 *     at {@code /api/v2/core/jobs/executions/{id}}; null until one is given it
 */
public record RunView(
    String runId,
    String entityName,
    String phase,
    String state,
    long total,
    long done,
    long matched,
    long merged,
    long compared,
    long capped,
    OffsetDateTime requestedAt,
    String requestedBy,
    OffsetDateTime startedAt,
    OffsetDateTime finishedAt,
    String error,
    Long executionId) {}
