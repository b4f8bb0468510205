package org.platform.mdm.data;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.swagger.v3.oas.annotations.media.Schema;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Stream;
import tools.jackson.databind.JsonNode;

/**
 * One event in a record's history. Fields that do not apply to the event's type are absent.
 *
 * @param type UPSERT, PERIOD_DELETE, PERIOD_RESTORE (writes of one source for a period), DELETE,
 *     RESTORE (of the whole record), RELATION_ADD, RELATION_DELETE (links starting at the record),
 *     RECORD_MERGE (losers joined this record), RECORD_MERGE_LOSER (this record lost a merge),
 *     UNMERGE (origins left this record, or came back to it), CLASSIFICATION_UPSERT,
 *     CLASSIFICATION_PERIOD_DELETE (a source placed the record into a node of a classifier for a
 *     period, or deleted that period), CLASSIFICATION_DELETE, CLASSIFICATION_RESTORE (a whole
 *     classification deleted, or placed again after its deletion)
 * @param seq the platform-wide order of the event: events are listed by it
 * @param sourceSystem the source of a write (of the record or of a link)
 * @param revision the revision the write made, in its origin (or link source)
 * @param validFrom start of the written period; absent = unbounded (or not a periodic event)
 * @param changes the attributes a write changed, each with the source's value before and after
 * @param cascade a delete or restore that followed the record's container
 * @param winnerEtalonId the record this one was merged into (RECORD_MERGE_LOSER)
 * @param winnerDisplayName the winner's name ({@link RecordName}, by its values now)
 * @param loserEtalonIds the records merged into this one (RECORD_MERGE)
 * @param loserDisplayNames the losers' names, in the order of {@code loserEtalonIds}
 * @param detachedEtalonId the record an unmerge took origins into (UNMERGE on the side they left)
 * @param detachedDisplayName that record's name
 * @param unmergedFromEtalonId the record an unmerge took origins from (UNMERGE on the side they
 *     came to)
 * @param unmergedFromDisplayName that record's name
 * @param externalKeys the keys (origins) a merge or unmerge moved
 * @param classification the classification a classification event wrote
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record HistoryEvent(
    String type,
    long seq,
    OffsetDateTime date,
    String user,
    String sourceSystem,
    String externalId,
    Integer revision,
    OffsetDateTime validFrom,
    OffsetDateTime validTo,
    List<Change> changes,
    Boolean cascade,
    Link relation,
    String winnerEtalonId,
    @Schema(description = "The name of winnerEtalonId's record. " + NAME) String winnerDisplayName,
    List<String> loserEtalonIds,
    @Schema(description = "The names of loserEtalonIds' records, in their order. " + NAME)
        List<String> loserDisplayNames,
    String detachedEtalonId,
    @Schema(description = "The name of detachedEtalonId's record. " + NAME)
        String detachedDisplayName,
    String unmergedFromEtalonId,
    @Schema(description = "The name of unmergedFromEtalonId's record. " + NAME)
        String unmergedFromDisplayName,
    List<Key> externalKeys,
    Classification classification) {

  /** How a record mentioned in an event is named. */
  static final String NAME =
      "By its register's display format over its values now, else by its best source's key"
          + " (sourceSystem:externalId), else by the first eight characters of its id; null"
          + " (absent) when the record no longer exists.";

  /** An event as its module writes it: the records it names are not named yet. */
  public HistoryEvent(
      String type,
      long seq,
      OffsetDateTime date,
      String user,
      String sourceSystem,
      String externalId,
      Integer revision,
      OffsetDateTime validFrom,
      OffsetDateTime validTo,
      List<Change> changes,
      Boolean cascade,
      Link relation,
      String winnerEtalonId,
      List<String> loserEtalonIds,
      String detachedEtalonId,
      String unmergedFromEtalonId,
      List<Key> externalKeys,
      Classification classification) {
    this(
        type,
        seq,
        date,
        user,
        sourceSystem,
        externalId,
        revision,
        validFrom,
        validTo,
        changes,
        cascade,
        relation,
        winnerEtalonId,
        null,
        loserEtalonIds,
        null,
        detachedEtalonId,
        null,
        unmergedFromEtalonId,
        null,
        externalKeys,
        classification);
  }

  /**
   * Every other record the event names: the linked record, the winner, the losers, the record
   * origins left for or came from.
   */
  public List<String> mentioned() {
    List<String> mentioned = new ArrayList<>(named());
    if (relation != null) {
      mentioned.add(relation.toEtalonId());
    }
    return mentioned;
  }

  /**
   * The event with the names of the records it mentions beside their ids; a record {@code names}
   * lacks keeps a null name.
   */
  public HistoryEvent withNames(java.util.Map<String, String> names) {
    if (mentioned().isEmpty()) {
      return this;
    }
    return new HistoryEvent(
        type,
        seq,
        date,
        user,
        sourceSystem,
        externalId,
        revision,
        validFrom,
        validTo,
        changes,
        cascade,
        relation == null ? null : relation.withName(names.get(relation.toEtalonId())),
        winnerEtalonId,
        winnerEtalonId == null ? null : names.get(winnerEtalonId),
        loserEtalonIds,
        loserEtalonIds == null ? null : loserEtalonIds.stream().map(names::get).toList(),
        detachedEtalonId,
        detachedEtalonId == null ? null : names.get(detachedEtalonId),
        unmergedFromEtalonId,
        unmergedFromEtalonId == null ? null : names.get(unmergedFromEtalonId),
        externalKeys,
        classification);
  }

  /**
   * The records of a merge or unmerge on the other side, as {@link #named()} lists them: the
   * winner, the losers, the record origins left for or came from.
   */
  public List<String> named() {
    List<String> named = new ArrayList<>();
    Stream.of(winnerEtalonId, detachedEtalonId, unmergedFromEtalonId)
        .filter(Objects::nonNull)
        .forEach(named::add);
    if (loserEtalonIds != null) {
      named.addAll(loserEtalonIds);
    }
    return named;
  }

  /** The event naming none of the given records on the other side of a merge or unmerge. */
  public HistoryEvent without(Set<String> records) {
    if (named().stream().noneMatch(records::contains)) {
      return this;
    }
    return new HistoryEvent(
        type,
        seq,
        date,
        user,
        sourceSystem,
        externalId,
        revision,
        validFrom,
        validTo,
        changes,
        cascade,
        relation,
        records.contains(winnerEtalonId) ? null : winnerEtalonId,
        loserEtalonIds == null
            ? null
            : loserEtalonIds.stream().filter(id -> !records.contains(id)).toList(),
        records.contains(detachedEtalonId) ? null : detachedEtalonId,
        records.contains(unmergedFromEtalonId) ? null : unmergedFromEtalonId,
        externalKeys,
        classification);
  }

  /** An attribute a write changed; a value absent before or after is null. */
  public record Change(String attribute, JsonNode oldValue, JsonNode newValue) {}

  /**
   * The classification a classification event wrote: its classifier and the node, with the node's
   * name and version (null when the node was removed since).
   */
  public record Classification(
      String classifierName,
      String classificationId,
      String nodeId,
      String nodeName,
      String versionName) {}

  /**
   * The link a relation event wrote.
   *
   * @param toDisplayName the linked record's name ({@link RecordName}, by its values now)
   */
  public record Link(
      String relationName,
      String relationEtalonId,
      String toEtalonId,
      @Schema(description = "The name of toEtalonId's record. " + NAME) String toDisplayName) {

    /** A link as history reads it: the linked record not named yet. */
    public Link(String relationName, String relationEtalonId, String toEtalonId) {
      this(relationName, relationEtalonId, toEtalonId, null);
    }

    Link withName(String name) {
      return new Link(relationName, relationEtalonId, toEtalonId, name);
    }
  }

  /** An external key a merge or unmerge moved. */
  public record Key(String sourceSystem, String externalId) {}
}
