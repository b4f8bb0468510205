package org.platform.mdm.data.web;

import jakarta.servlet.http.HttpServletRequest;
import java.util.List;
import org.platform.mdm.data.load.RecordBatches;
import org.platform.mdm.system.Details;
import org.platform.mdm.system.ErrorResponses;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.RequestIds;
import org.platform.mdm.system.SqlDataErrors;
import org.platform.mdm.system.SystemErrors;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;

/** The answers of a batch write's items: each its write's answer, or its own refusal. */
@Component
class BatchItems {

  private static final Logger log = LoggerFactory.getLogger(BatchItems.class);

  /** One item of a batch answer: its position, and the write's answer or its errors. */
  record BatchItemRO(
      int index,
      int status,
      Details details,
      String etalonId,
      Boolean created,
      List<org.platform.mdm.data.EtalonView.ExternalKeyView> externalKeys) {}

  private final RecordAnswers answers;
  private final ErrorResponses errors;

  BatchItems(RecordAnswers answers, ErrorResponses errors) {
    this.answers = answers;
    this.errors = errors;
  }

  /** The answer to one item of a batch: its write's answer, or its status and problems. */
  BatchItemRO answer(int i, RecordBatches.ItemResult item, HttpServletRequest request) {
    if (item.failure() == null) {
      RecordAnswers.WriteResultRO r = answers.written(item.written(), request);
      return new BatchItemRO(i, 200, r.details(), r.etalonId(), r.created(), r.externalKeys());
    }
    PlatformException e = refusal(item.failure(), i, request);
    return new BatchItemRO(
        i, e.kind().status(), errors.body(request, e.problems()).details(), null, null, null);
  }

  /**
   * What an item's failure answers in its own result: a refusal as it is, a value the database
   * refused as 400, anything else (a bug) as 500 — never as the whole batch's answer, since other
   * items are written.
   */
  static PlatformException refusal(
      RuntimeException failure, int index, HttpServletRequest request) {
    if (failure instanceof PlatformException refused) {
      return refused;
    }
    return SqlDataErrors.asBadInput(failure)
        .orElseGet(
            () -> {
              log.error(
                  "Unexpected failure of item {} of {} {}",
                  index,
                  request.getMethod(),
                  request.getRequestURI(),
                  failure);
              return new PlatformException(
                  SystemErrors.SYSTEM_INTERNAL_ERROR, String.valueOf(RequestIds.of(request)));
            });
  }
}
