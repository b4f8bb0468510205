package org.platform.mdm.data;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import io.swagger.v3.oas.annotations.media.Schema;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Stream;
import tools.jackson.databind.JsonNode;

/**
 * One event in a record's history. Fields that do not apply to the event's type are absent. Each
 * kind of event is made by its own factory ({@link #write}, {@link #status}, {@link #link}, {@link
 * #moved}, {@link #classified}); on the wire the groups ({@link Written}, {@link Moved}) are fields
 * of the event itself.
 *
 * @param type UPSERT, PERIOD_DELETE, PERIOD_RESTORE (writes of one source for a period), DELETE,
 *     RESTORE (of the whole record), RELATION_ADD, RELATION_DELETE (links starting at the record),
 *     RECORD_MERGE (losers joined this record), RECORD_MERGE_LOSER (this record lost a merge),
 *     UNMERGE (origins left this record, or came back to it), CLASSIFICATION_UPSERT,
 *     CLASSIFICATION_PERIOD_DELETE (a source placed the record into a node of a classifier for a
 *     period, or deleted that period), CLASSIFICATION_DELETE, CLASSIFICATION_RESTORE (a whole
 *     classification deleted, or placed again after its deletion), WORKFLOW_PROCESS_START,
 *     WORKFLOW_PROCESS_END, WORKFLOW_PROCESS_CANCEL (an approval process about the record started,
 *     reached its end, or was cancelled), WORKFLOW_TASK_CREATE, WORKFLOW_TASK_CLAIM,
 *     WORKFLOW_TASK_UNCLAIM, WORKFLOW_TASK_ASSIGN, WORKFLOW_TASK_COMPLETE (a task of such a process
 *     created, taken, given back, handed over, or completed with its decision and comment),
 *     DEPERSONALIZED (a depersonalization in place replaced the record's confidential values, or
 *     those of its classifications in a classifier, where they are stored)
 * @param seq the platform-wide order of the event: events are listed by it
 * @param written the source's write (of the record, a link or a classification), if the event is
 *     one
 * @param cascade a delete or restore that followed the record's container
 * @param moved the records on the other side of a merge or unmerge, and the keys that moved
 * @param classification the classification a classification event wrote
 * @param workflow the process and task a WORKFLOW_ event is about
 * @param depersonalization the run a DEPERSONALIZED event tells of
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record HistoryEvent(
    String type,
    long seq,
    OffsetDateTime date,
    String user,
    @JsonUnwrapped Written written,
    Boolean cascade,
    Link relation,
    @JsonUnwrapped Moved moved,
    Classification classification,
    Workflow workflow,
    Depersonalization depersonalization) {

  /** How a record mentioned in an event is named. */
  static final String NAME =
      "By its register's display format over its values now, else by its best source's key"
          + " (sourceSystem:externalId), else by the first eight characters of its id; null"
          + " (absent) when the record no longer exists.";

  /** A write of one source for a period (UPSERT, PERIOD_DELETE, PERIOD_RESTORE). */
  public static HistoryEvent write(
      String type, long seq, OffsetDateTime date, String user, Written written) {
    return new HistoryEvent(type, seq, date, user, written, null, null, null, null, null, null);
  }

  /** A delete or restore of the whole record; {@code cascade} when it followed its container. */
  public static HistoryEvent status(
      String type, long seq, OffsetDateTime date, String user, boolean cascade) {
    return new HistoryEvent(
        type, seq, date, user, null, cascade ? true : null, null, null, null, null, null);
  }

  /** A link from the record written or deleted (RELATION_ADD, RELATION_DELETE). */
  public static HistoryEvent link(
      String type, long seq, OffsetDateTime date, String user, Link relation, Written written) {
    return new HistoryEvent(type, seq, date, user, written, null, relation, null, null, null, null);
  }

  /** A merge or unmerge (RECORD_MERGE, RECORD_MERGE_LOSER, UNMERGE). */
  public static HistoryEvent moved(
      String type, long seq, OffsetDateTime date, String user, Moved moved) {
    return new HistoryEvent(type, seq, date, user, null, null, null, moved, null, null, null);
  }

  /** A classification written, deleted or placed again (the CLASSIFICATION_ types). */
  public static HistoryEvent classified(
      String type,
      long seq,
      OffsetDateTime date,
      String user,
      Written written,
      Classification classification) {
    return new HistoryEvent(
        type, seq, date, user, written, null, null, null, classification, null, null);
  }

  /** A step of an approval process about the record (the WORKFLOW_ types). */
  public static HistoryEvent workflow(
      String type, long seq, OffsetDateTime date, String user, Workflow workflow) {
    return new HistoryEvent(type, seq, date, user, null, null, null, null, null, workflow, null);
  }

  /** A depersonalization in place of the record's confidential values (DEPERSONALIZED). */
  public static HistoryEvent depersonalized(
      long seq, OffsetDateTime date, String user, Depersonalization depersonalization) {
    return new HistoryEvent(
        "DEPERSONALIZED", seq, date, user, null, null, null, null, null, null, depersonalization);
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
   * The records of a merge or unmerge on the other side: the winner, the record origins left for or
   * came from, the losers.
   */
  public List<String> named() {
    return moved == null ? List.of() : moved.named();
  }

  /**
   * The event with the names of the records it mentions beside their ids; a record {@code names}
   * lacks keeps a null name.
   */
  public HistoryEvent withNames(Map<String, String> names) {
    if (mentioned().isEmpty()) {
      return this;
    }
    return new HistoryEvent(
        type,
        seq,
        date,
        user,
        written,
        cascade,
        relation == null ? null : relation.withName(names.get(relation.toEtalonId())),
        moved == null ? null : moved.withNames(names),
        classification,
        workflow,
        depersonalization);
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
        written,
        cascade,
        relation,
        moved.without(records),
        classification,
        workflow,
        depersonalization);
  }

  /**
   * What a source wrote: its key, the revision the write made in its origin (or link source), the
   * period, and for a record's write the attributes it changed.
   *
   * @param sourceSystem the source of a write (of the record, of a link or a classification)
   * @param revision the revision the write made, in its origin (or link source)
   * @param validFrom start of the written period; absent = unbounded
   * @param changes the attributes a write changed, each with the source's value before and after
   */
  @JsonInclude(JsonInclude.Include.NON_NULL)
  public record Written(
      String sourceSystem,
      String externalId,
      Integer revision,
      OffsetDateTime validFrom,
      OffsetDateTime validTo,
      List<Change> changes) {

    /** A write of a link or a classification: no attribute changes to tell. */
    public Written(
        String sourceSystem,
        String externalId,
        Integer revision,
        OffsetDateTime validFrom,
        OffsetDateTime validTo) {
      this(sourceSystem, externalId, revision, validFrom, validTo, null);
    }
  }

  /**
   * The records on the other side of a merge or unmerge, each id with its name once the history is
   * named ({@link RecordName}, by the record's values now), and the keys (origins) that moved.
   *
   * @param winnerEtalonId the record this one was merged into (RECORD_MERGE_LOSER)
   * @param loserEtalonIds the records merged into this one (RECORD_MERGE)
   * @param detachedEtalonId the record an unmerge took origins into (UNMERGE on the side they left)
   * @param unmergedFromEtalonId the record an unmerge took origins from (UNMERGE on the side they
   *     came to)
   */
  @JsonInclude(JsonInclude.Include.NON_NULL)
  public record Moved(
      String winnerEtalonId,
      @Schema(description = "The name of winnerEtalonId's record. " + NAME)
          String winnerDisplayName,
      List<String> loserEtalonIds,
      @Schema(description = "The names of loserEtalonIds' records, in their order. " + NAME)
          List<String> loserDisplayNames,
      String detachedEtalonId,
      @Schema(description = "The name of detachedEtalonId's record. " + NAME)
          String detachedDisplayName,
      String unmergedFromEtalonId,
      @Schema(description = "The name of unmergedFromEtalonId's record. " + NAME)
          String unmergedFromDisplayName,
      List<Key> externalKeys) {

    /**
     * The other side as history reads it, not named yet.
     *
     * @param externalKeys the keys that moved; empty as absent
     */
    public static Moved of(
        String winnerEtalonId,
        List<String> loserEtalonIds,
        String detachedEtalonId,
        String unmergedFromEtalonId,
        List<Key> externalKeys) {
      return new Moved(
          winnerEtalonId,
          null,
          loserEtalonIds,
          null,
          detachedEtalonId,
          null,
          unmergedFromEtalonId,
          null,
          externalKeys == null || externalKeys.isEmpty() ? null : List.copyOf(externalKeys));
    }

    List<String> named() {
      List<String> named = new ArrayList<>();
      Stream.of(winnerEtalonId, detachedEtalonId, unmergedFromEtalonId)
          .filter(Objects::nonNull)
          .forEach(named::add);
      if (loserEtalonIds != null) {
        named.addAll(loserEtalonIds);
      }
      return named;
    }

    Moved withNames(Map<String, String> names) {
      return new Moved(
          winnerEtalonId,
          winnerEtalonId == null ? null : names.get(winnerEtalonId),
          loserEtalonIds,
          loserEtalonIds == null ? null : loserEtalonIds.stream().map(names::get).toList(),
          detachedEtalonId,
          detachedEtalonId == null ? null : names.get(detachedEtalonId),
          unmergedFromEtalonId,
          unmergedFromEtalonId == null ? null : names.get(unmergedFromEtalonId),
          externalKeys);
    }

    /** The same moves naming none of the given records (their names go with them). */
    Moved without(Set<String> records) {
      return new Moved(
          records.contains(winnerEtalonId) ? null : winnerEtalonId,
          records.contains(winnerEtalonId) ? null : winnerDisplayName,
          loserEtalonIds == null
              ? null
              : loserEtalonIds.stream().filter(id -> !records.contains(id)).toList(),
          loserDisplayNames == null ? null : kept(records),
          records.contains(detachedEtalonId) ? null : detachedEtalonId,
          records.contains(detachedEtalonId) ? null : detachedDisplayName,
          records.contains(unmergedFromEtalonId) ? null : unmergedFromEtalonId,
          records.contains(unmergedFromEtalonId) ? null : unmergedFromDisplayName,
          externalKeys);
    }

    /** The losers' names of the losers kept, in their order. */
    private List<String> kept(Set<String> records) {
      List<String> kept = new ArrayList<>();
      for (int i = 0; i < loserEtalonIds.size(); i++) {
        if (!records.contains(loserEtalonIds.get(i))) {
          kept.add(loserDisplayNames.get(i));
        }
      }
      return kept;
    }
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

  /**
   * The approval process and task a WORKFLOW_ event is about.
   *
   * @param processId the process definition's id (its BPMN process id)
   * @param draftId the draft whose publication the process holds
   * @param taskId the task of a WORKFLOW_TASK_ event
   * @param assignee who holds the task after the event (CREATE, CLAIM, ASSIGN, COMPLETE)
   * @param candidateRoles the roles a created task is offered to
   * @param decision what a completed task decided
   * @param comment the comment a completed task was given
   */
  @JsonInclude(JsonInclude.Include.NON_NULL)
  public record Workflow(
      String processInstanceId,
      String processId,
      String processName,
      Long draftId,
      String taskId,
      String taskName,
      String assignee,
      List<String> candidateRoles,
      String decision,
      String comment) {}

  /**
   * A depersonalization in place that rewrote the record's confidential values where they are
   * stored (each revision, the timelines, the drafts): the values the history shows from before it
   * are the replaced ones.
   *
   * @param executionId the run of the operation that rewrote them
   * @param keyName the name of the secret key the values were replaced under
   * @param attributes the register's confidential attributes rewritten (paths such as {@code
   *     addresses.street}); absent for a classifier's
   * @param classifierName the classifier whose confidential node-attribute values of the record's
   *     classifications were rewritten; absent for the record's own values
   */
  @JsonInclude(JsonInclude.Include.NON_NULL)
  public record Depersonalization(
      long executionId, String keyName, List<String> attributes, String classifierName) {}

  /** An external key a merge or unmerge moved. */
  public record Key(String sourceSystem, String externalId) {}
}
