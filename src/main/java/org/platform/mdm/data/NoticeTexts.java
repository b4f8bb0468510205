package org.platform.mdm.data;

import jakarta.servlet.http.HttpServletRequest;
import java.util.List;
import org.platform.mdm.system.Details;
import org.platform.mdm.system.Messages;

/** Notes of an operation as the entries of an answer's {@code details}, for people. */
public final class NoticeTexts {

  private NoticeTexts() {}

  /**
   * The notes in the request's language, under a module's id; a note that names no field is about
   * the request's path.
   */
  public static List<Details.Info> entries(
      List<Notice> notices, String moduleId, Messages messages, HttpServletRequest request) {
    return notices.stream()
        .map(
            n ->
                new Details.Info(
                    moduleId,
                    n.source() == null ? request.getRequestURI() : n.source(),
                    messages.text(request, n.messageKey(), n.params().toArray())))
        .toList();
  }
}
