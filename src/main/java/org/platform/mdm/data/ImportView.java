package org.platform.mdm.data;

import java.time.OffsetDateTime;
import java.util.List;
import tools.jackson.databind.JsonNode;

/**
 * A bulk load: its state (QUEUED, RUNNING, DONE, FAILED), counters and the first rejected lines.
 *
 * @param loaded records created
 * @param updated lines that changed an existing record
 * @param rejected lines refused, each alone
 */
public record ImportView(
    long importId,
    String state,
    String format,
    String entityName,
    long linesRead,
    long loaded,
    long updated,
    long rejected,
    String error,
    String createdBy,
    OffsetDateTime createDate,
    OffsetDateTime updateDate,
    List<Rejection> rejections) {

  /** A rejected line: its number (1 = first line of the file) and its errors. */
  public record Rejection(long line, JsonNode errors) {}
}
