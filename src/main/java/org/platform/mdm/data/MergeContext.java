package org.platform.mdm.data;

import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.data.record.EntityModel;

/**
 * The state of one merge or unmerge through its pipeline: what was asked, by whom, and what the
 * steps found and did. Steps inserted by other modules read it (the etalons, the operation).
 */
public final class MergeContext {

  /** The operations of the merge pipelines. */
  public enum Operation {
    MERGE,
    UNMERGE
  }

  private final Operation operation;
  private final PlatformUser user;
  private final OffsetDateTime now;
  final List<Notice> warnings = new ArrayList<>();

  public String entityName;
  public EntityModel entity;

  /** MERGE: the winner; UNMERGE: the etalon the origins leave. */
  public EtalonId winner;

  /** MERGE: the losers, in the order asked. */
  public List<EtalonId> losers = List.of();

  /** MERGE: the merge kept for each loser. */
  public final java.util.Map<EtalonId, UUID> mergeIds = new java.util.LinkedHashMap<>();

  /** The statuses of the etalons when they were locked. */
  public final java.util.Map<EtalonId, RecordStatus> statuses = new java.util.HashMap<>();

  /** UNMERGE: the external keys named, and the origins they are. */
  public List<MergeRequests.Key> keys = List.of();

  public List<UUID> origins = List.of();
  public boolean blockFutureMerges;

  /** UNMERGE: the etalon the origins went to, and whether it was made for them. */
  public EtalonId detached;

  public boolean detachedCreated;

  MergeContext(Operation operation, PlatformUser user, OffsetDateTime now) {
    this.operation = operation;
    this.user = user;
    this.now = now;
  }

  public Operation operation() {
    return operation;
  }

  public PlatformUser user() {
    return user;
  }

  /** The moment of the operation: every row it writes carries it. */
  public OffsetDateTime now() {
    return now;
  }

  public String entityName() {
    return entityName;
  }

  /** The winner of a merge, or the etalon an unmerge detaches origins from. */
  public EtalonId winner() {
    return winner;
  }

  /** The losers of a merge. */
  public List<EtalonId> losers() {
    return losers;
  }

  /** The etalon an unmerge moved the origins to; null before it did. */
  public EtalonId detached() {
    return detached;
  }

  /** Whether the unmerge made a new etalon (false: a merged loser came back). */
  public boolean detachedCreated() {
    return detachedCreated;
  }
}
