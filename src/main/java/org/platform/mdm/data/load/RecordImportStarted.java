package org.platform.mdm.data.load;

import org.springframework.modulith.NamedInterface;

/**
 * A bulk load asked for through the data API ({@code POST /api/v2/data/import}) was queued: told
 * (in the request's thread, once the load is committed) so that the background operations follow it
 * as one of their runs.
 *
 * @param entityName the register of a CSV file; null for NDJSON
 */
@NamedInterface("loads")
public record RecordImportStarted(
    long importId, String userName, ImportFormat format, String entityName) {}
