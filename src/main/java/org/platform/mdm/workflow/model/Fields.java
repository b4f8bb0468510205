package org.platform.mdm.workflow.model;

import java.util.List;
import java.util.regex.Pattern;
import org.platform.mdm.system.Problem;
import org.platform.mdm.system.SystemErrors;
import org.platform.mdm.workflow.WorkflowErrors;

/**
 * The rules of the text fields of templates and process definitions, each adding its problems at
 * the field: a name is a process-id-like name ({@value #NAME_PATTERN}, at most {@value
 * #NAME_LENGTH} characters, so that it is also a valid BPMN id), texts have a length limit, and no
 * text holds a NUL character.
 */
final class Fields {

  static final String NAME_PATTERN = "[A-Za-z_][A-Za-z0-9_.-]*";
  static final int NAME_LENGTH = 255;
  static final int DISPLAY_NAME_LENGTH = 255;
  static final int VERSION_LENGTH = 64;
  static final int DESCRIPTION_LENGTH = 2000;

  private static final Pattern NAME = Pattern.compile(NAME_PATTERN);

  private Fields() {}

  /** A required name: present, not too long, of the allowed characters. */
  static void name(String field, String value, List<Problem> problems) {
    if (!required(field, value, NAME_LENGTH, problems)) {
      return;
    }
    if (!NAME.matcher(value).matches()) {
      problems.add(Problem.at(field, WorkflowErrors.WORKFLOW_NAME_INVALID, field, value));
    }
  }

  /** A required text: present and not blank; answers whether it also passed the other checks. */
  static boolean required(String field, String value, int max, List<Problem> problems) {
    if (value == null || value.isBlank()) {
      problems.add(Problem.at(field, WorkflowErrors.WORKFLOW_FIELD_REQUIRED, field));
      return false;
    }
    return optional(field, value, max, problems);
  }

  /** An optional text: when given, not too long and without NUL; answers whether it passed. */
  static boolean optional(String field, String value, int max, List<Problem> problems) {
    if (value == null) {
      return true;
    }
    if (value.indexOf('\0') >= 0) {
      problems.add(Problem.at(field, SystemErrors.SYSTEM_NUL_CHARACTER, field));
      return false;
    }
    if (value.length() > max) {
      problems.add(Problem.at(field, WorkflowErrors.WORKFLOW_FIELD_TOO_LONG, field, max));
      return false;
    }
    return true;
  }
}
