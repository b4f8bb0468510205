package org.platform.mdm.workflow.task;

import java.time.Clock;
import java.time.OffsetDateTime;
import java.util.Date;
import java.util.Map;
import org.platform.mdm.workflow.engine.ProcessVariables;

/**
 * What a process is about and who started it, as its variables say: the draft (a number, or its
 * text), the register or reference set, the record (empty for a new one: none) and the initiator.
 */
record Subject(Long draftId, String entityName, String etalonId, String initiator) {

  static Subject of(Map<String, Object> variables) {
    return new Subject(
        draftId(variables.get(ProcessVariables.DRAFT_ID)),
        text(variables.get(ProcessVariables.ENTITY_NAME)),
        text(variables.get(ProcessVariables.ETALON_ID)),
        text(variables.get(ProcessVariables.INITIATOR)));
  }

  /** An engine's date at the platform's zone. */
  static OffsetDateTime date(Date date, Clock clock) {
    return date == null ? null : OffsetDateTime.ofInstant(date.toInstant(), clock.getZone());
  }

  private static Long draftId(Object value) {
    if (value instanceof Number n) {
      return n.longValue();
    }
    if (value instanceof String s && s.matches("\\d{1,18}")) {
      return Long.parseLong(s);
    }
    return null;
  }

  private static String text(Object value) {
    return value == null || value.toString().isEmpty() ? null : value.toString();
  }
}
