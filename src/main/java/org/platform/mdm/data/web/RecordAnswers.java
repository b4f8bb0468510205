package org.platform.mdm.data.web;

import com.fasterxml.jackson.annotation.JsonInclude;
import jakarta.servlet.http.HttpServletRequest;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Map;
import org.platform.mdm.data.DataErrors;
import org.platform.mdm.data.EtalonView;
import org.platform.mdm.data.Notice;
import org.platform.mdm.data.RecordStatus;
import org.platform.mdm.data.WriteResult;
import org.platform.mdm.system.Details;
import org.platform.mdm.system.Messages;
import org.springframework.stereotype.Component;
import tools.jackson.databind.JsonNode;

/** The wire shapes of record answers and their mapping from the data module's views. */
@Component
class RecordAnswers {

  private final Messages messages;

  RecordAnswers(Messages messages) {
    this.messages = messages;
  }

  /** The answer of a write, delete or restore. */
  record WriteResultRO(
      Details details,
      String etalonId,
      Boolean created,
      List<EtalonView.ExternalKeyView> externalKeys) {}

  /**
   * The flat golden record of the meta-data-driven API; {@code validFrom}/{@code validTo} null mean
   * unbounded, {@code parent} and {@code attributeSources} appear only when there are some.
   */
  record EtalonRO(
      Details details,
      String etalonId,
      String entityName,
      RecordStatus status,
      OffsetDateTime validFrom,
      OffsetDateTime validTo,
      Map<String, JsonNode> attributes,
      List<EtalonView.ExternalKeyView> externalKeys,
      OffsetDateTime createDate,
      OffsetDateTime updateDate,
      @JsonInclude(JsonInclude.Include.NON_NULL) String parent,
      @JsonInclude(JsonInclude.Include.NON_NULL)
          Map<String, EtalonView.AttributeSource> attributeSources) {}

  WriteResultRO written(WriteResult result, HttpServletRequest request) {
    return new WriteResultRO(
        details(result.warnings(), request),
        result.etalonId() == null ? null : result.etalonId().toString(),
        result.created(),
        result.externalKeys());
  }

  EtalonRO etalon(EtalonView view) {
    return new EtalonRO(
        Details.empty(),
        view.etalonId().toString(),
        view.entityName(),
        view.status(),
        view.validFrom(),
        view.validTo(),
        view.attributes(),
        view.externalKeys(),
        view.createDate(),
        view.updateDate(),
        view.parent(),
        view.attributeSources());
  }

  Details details(List<Notice> warnings, HttpServletRequest request) {
    List<Details.Info> entries =
        warnings.stream()
            .map(
                w ->
                    new Details.Info(
                        DataErrors.MODULE_ID,
                        w.source() == null ? request.getRequestURI() : w.source(),
                        messages.text(request, w.messageKey(), w.params().toArray())))
            .toList();
    return new Details(List.of(), entries, List.of());
  }
}
