package org.platform.mdm.data;

import jakarta.validation.constraints.NotNull;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Map;
import tools.jackson.databind.JsonNode;

/**
 * A golden record at one instant: the timeline interval that contains it, flat.
 *
 * @param displayName the record's name ({@link RecordName})
 * @param validFrom start of the interval; null = unbounded
 * @param validTo end of the interval; null = unbounded
 * @param attributes golden values in the model's attribute order
 * @param parent the parent's code (records of hierarchical reference sets), else null
 * @param attributeSources per attribute, where its value came from; null unless asked
 * @param relations the outgoing links in force at the instant, by relation; null unless asked
 * @param info notes for the reader (the record asked for was merged into this one)
 */
public record EtalonView(
    EtalonId etalonId,
    String entityName,
    String displayName,
    RecordStatus status,
    OffsetDateTime validFrom,
    OffsetDateTime validTo,
    Map<String, JsonNode> attributes,
    List<ExternalKeyView> externalKeys,
    OffsetDateTime createDate,
    OffsetDateTime updateDate,
    String parent,
    Map<String, AttributeSource> attributeSources,
    Map<String, List<RelationView>> relations,
    List<Notice> info) {

  public EtalonView {
    info = info == null ? List.of() : List.copyOf(info);
  }

  /** The same record with its links. */
  public EtalonView withRelations(Map<String, List<RelationView>> links) {
    return with(links, info);
  }

  /** The same record with a note for the reader. */
  public EtalonView withInfo(Notice note) {
    List<Notice> notes = new java.util.ArrayList<>(info);
    notes.add(note);
    return with(relations, notes);
  }

  private EtalonView with(Map<String, List<RelationView>> links, List<Notice> notes) {
    return new EtalonView(
        etalonId,
        entityName,
        displayName,
        status,
        validFrom,
        validTo,
        attributes,
        externalKeys,
        createDate,
        updateDate,
        parent,
        attributeSources,
        links,
        notes);
  }

  /** An external key of the record; {@code initialOwner} is the etalon it was first attached to. */
  public record ExternalKeyView(
      @NotNull String id, @NotNull String sourceSystem, String initialOwner) {}

  /** The origin revision a golden value came from. */
  public record AttributeSource(String sourceSystem, String externalId, int revision) {}
}
