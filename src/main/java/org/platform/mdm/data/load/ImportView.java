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
 * @param percent how far the load is, 0 to 100, by the bytes of its file its committed batches
 *     cover (100 only once it is done); null when its file's size is not known
 * @param rejectionsRemoved when a depersonalization in place removed the rejected lines (their
 *     reasons quote the values from before it); null when they are kept
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
    Integer percent,
    String createdBy,
    OffsetDateTime createDate,
    OffsetDateTime updateDate,
    List<Rejection> rejections,
    OffsetDateTime rejectionsRemoved) {

  /**
   * How far a load is: the bytes read of its file's bytes, rounded down and short of 100 until it
   * is done; null when the size is not known (a load made before the size was kept).
   */
  static Integer percentOf(ImportState state, long bytesRead, Long size) {
    if (state == ImportState.DONE) {
      return 100;
    }
    if (size == null || size <= 0) {
      return null;
    }
    return (int) Math.max(0, Math.min(99, bytesRead * 100 / size));
  }

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
