package org.platform.mdm.data.web;

import com.fasterxml.jackson.annotation.JsonInclude;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.validation.constraints.NotNull;
import java.time.OffsetDateTime;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.platform.mdm.data.DataErrors;
import org.platform.mdm.data.EtalonView;
import org.platform.mdm.data.Notice;
import org.platform.mdm.data.NoticeTexts;
import org.platform.mdm.data.RecordStatus;
import org.platform.mdm.data.RelationPage;
import org.platform.mdm.data.RelationView;
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
  /** {@code draftId}: the draft a drafted change went to (absent for a change applied at once). */
  record WriteResultRO(
      Details details,
      String etalonId,
      Boolean created,
      List<EtalonView.ExternalKeyView> externalKeys,
      @JsonInclude(JsonInclude.Include.NON_NULL) Long draftId) {}

  /**
   * The flat golden record of the meta-data-driven API; {@code validFrom}/{@code validTo} null mean
   * unbounded, {@code parent} and {@code attributeSources} appear only when there are some.
   */
  record EtalonRO(
      Details details,
      @NotNull String etalonId,
      @NotNull String entityName,
      @NotNull String displayName,
      @NotNull RecordStatus status,
      OffsetDateTime validFrom,
      OffsetDateTime validTo,
      Map<String, @NotNull JsonNode> attributes,
      @NotNull List<EtalonView.ExternalKeyView> externalKeys,
      OffsetDateTime createDate,
      OffsetDateTime updateDate,
      @JsonInclude(JsonInclude.Include.NON_NULL) String parent,
      @JsonInclude(JsonInclude.Include.NON_NULL)
          Map<String, EtalonView.AttributeSource> attributeSources,
      @JsonInclude(JsonInclude.Include.NON_NULL) Map<String, List<RelatedRO>> relations) {}

  /**
   * A link in the flat record: the related record ({@code etalonId}, {@code entityName}, {@code
   * externalKeys}), the link ({@code relationEtalonId}) and its period and attributes.
   */
  record RelatedRO(
      String etalonId,
      String entityName,
      @NotNull String displayName,
      List<EtalonView.ExternalKeyView> externalKeys,
      String relationEtalonId,
      OffsetDateTime validFrom,
      OffsetDateTime validTo,
      Map<String, JsonNode> attributes) {}

  /** A period of a link; {@code etalonId} is the related record (the other end). */
  record RelationRO(
      String relationEtalonId,
      String relationName,
      String type,
      String fromEtalonId,
      String toEtalonId,
      String etalonId,
      String entityName,
      @NotNull String displayName,
      List<EtalonView.ExternalKeyView> externalKeys,
      OffsetDateTime validFrom,
      OffsetDateTime validTo,
      boolean active,
      Map<String, JsonNode> attributes) {}

  WriteResultRO written(WriteResult result, HttpServletRequest request) {
    return new WriteResultRO(
        details(result.warnings(), request),
        result.etalonId() == null ? null : result.etalonId().toString(),
        result.created(),
        result.externalKeys(),
        result.draftId());
  }

  EtalonRO etalon(EtalonView view, HttpServletRequest request) {
    return new EtalonRO(
        info(view.info(), request),
        view.etalonId().toString(),
        view.entityName(),
        view.displayName(),
        view.status(),
        view.validFrom(),
        view.validTo(),
        view.attributes(),
        view.externalKeys(),
        view.createDate(),
        view.updateDate(),
        view.parent(),
        view.attributeSources(),
        view.relations() == null ? null : related(view.relations()));
  }

  static Map<String, List<RelatedRO>> related(Map<String, List<RelationView>> links) {
    Map<String, List<RelatedRO>> related = new LinkedHashMap<>();
    links.forEach(
        (name, list) ->
            related.put(
                name,
                list.stream()
                    .map(
                        r ->
                            new RelatedRO(
                                r.etalonId().toString(),
                                r.entityName(),
                                r.displayName(),
                                r.externalKeys(),
                                r.relationEtalonId().toString(),
                                r.validFrom(),
                                r.validTo(),
                                r.attributes()))
                    .toList()));
    return related;
  }

  List<RelationRO> relations(RelationPage page) {
    return page.relations().stream()
        .map(
            r ->
                new RelationRO(
                    r.relationEtalonId().toString(),
                    r.relationName(),
                    r.type(),
                    r.fromEtalonId().toString(),
                    r.toEtalonId().toString(),
                    r.etalonId().toString(),
                    r.entityName(),
                    r.displayName(),
                    r.externalKeys(),
                    r.validFrom(),
                    r.validTo(),
                    r.active(),
                    r.attributes()))
        .toList();
  }

  /** Notes for the reader as {@code details.info}. */
  Details info(List<Notice> notes, HttpServletRequest request) {
    return new Details(entries(notes, request), List.of(), List.of());
  }

  Details details(List<Notice> warnings, HttpServletRequest request) {
    return new Details(List.of(), entries(warnings, request), List.of());
  }

  private List<Details.Info> entries(List<Notice> notices, HttpServletRequest request) {
    return NoticeTexts.entries(notices, DataErrors.MODULE_ID, messages, request);
  }
}
