package org.platform.mdm.core;

import java.time.OffsetDateTime;
import java.util.List;

/**
 * A notification to one user of the outcome of work it started: {@code type} names the work (for
 * instance {@code ROLES_EXPORT}), {@code outcome} is {@code DONE} or {@code FAILED}, {@code params}
 * fill the text, and {@code link} is the API path of what the work made (a download), when it made
 * something.
 */
public record UserNotification(
    long id,
    String type,
    Outcome outcome,
    List<String> params,
    String link,
    OffsetDateTime createDate,
    OffsetDateTime readDate) {

  /** How the work ended. */
  public enum Outcome {
    DONE,
    FAILED
  }
}
