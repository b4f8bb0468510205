package org.platform.mdm.data;

import java.time.OffsetDateTime;

/**
 * A golden record's change of status: a logical delete (ACTIVE to INACTIVE), a restore (INACTIVE to
 * ACTIVE, manual or by a write), a merge (to MERGED) or an unmerge (MERGED back).
 *
 * @param etalonId the record
 * @param entityName its register or reference set
 * @param from its status before
 * @param to its status after
 * @param operation what made it: {@code DELETE_RECORD}, {@code DELETE_CASCADE}, {@code
 *     RESTORE_RECORD}, {@code MERGE}, {@code UNMERGE}
 * @param user who made it
 * @param at when
 */
public record StatusTransition(
    EtalonId etalonId,
    String entityName,
    RecordStatus from,
    RecordStatus to,
    String operation,
    String user,
    OffsetDateTime at) {}
