package org.platform.mdm.data.load;

import java.time.OffsetDateTime;
import java.util.List;
import org.springframework.modulith.NamedInterface;

/**
 * A bulk load: its state, what it reads, its counters (as of its last committed batch) and the
 * first rejected lines.
 *
 * @param charset the character set of a CSV file (null for NDJSON, which is UTF-8)
 * @param delimiter the field separator of a CSV file (null for NDJSON)
 * @param linesRead lines with content the committed batches took
 * @param loaded records created
 * @param updated lines that changed an existing record
 * @param rejected lines refused, each alone
 * @param error why a FAILED import stopped and how to go on
 * @param resumable whether the import FAILED and its upload is still kept: it may be resumed
 * @param resumed how many times the import was resumed
 */
@NamedInterface("loads")
public record ImportView(
    long importId,
    ImportState state,
    ImportFormat format,
    String entityName,
    String charset,
    String delimiter,
    long linesRead,
    long loaded,
    long updated,
    long rejected,
    String error,
    boolean resumable,
    int resumed,
    String createdBy,
    OffsetDateTime createDate,
    OffsetDateTime updateDate,
    List<Rejection> rejections) {

  /** A rejected line: its number (1 = first line of the file) and its errors. */
  public record Rejection(long line, List<LineError> errors) {}

  /**
   * One reason a line was rejected.
   *
   * @param source the field concerned, or null
   * @param message in English, as written when the line was rejected
   * @param messageKey the message's key, to say it in another language; null for lines rejected
   *     before the key was kept
   * @param params the message's values, as text
   */
  public record LineError(
      String code, String source, String message, String messageKey, List<String> params) {}
}
