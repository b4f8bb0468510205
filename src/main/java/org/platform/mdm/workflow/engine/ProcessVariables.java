package org.platform.mdm.workflow.engine;

/**
 * The names of the variables the platform gives a process it starts for a draft, and those its
 * tasks and steps read or set. A process's business key is the draft's id.
 */
public final class ProcessVariables {

  /** The draft waiting for the process (a number). */
  public static final String DRAFT_ID = "draftId";

  /** The register or reference set the draft changes. */
  public static final String ENTITY_NAME = "entityName";

  /** The record the draft changes; empty for a draft creating a record. */
  public static final String ETALON_ID = "etalonId";

  /** Who sent the draft for approval (the engine's initiator). */
  public static final String INITIATOR = "initiator";

  /** The roles that approve, comma-separated (a task's candidate groups). */
  public static final String APPROVERS = "approvers";

  /** The decision a task's completion gives, one of the values its form offers. */
  public static final String DECISION = "decision";

  /** A comment given with a decision. */
  public static final String COMMENT = "comment";

  /** Why an approved publication failed, when it did. */
  public static final String PUBLICATION_FAILURE = "publicationFailure";

  /** The role that approves when the assignment names none. */
  public static final String DEFAULT_APPROVERS = "ADMIN";

  private ProcessVariables() {}
}
