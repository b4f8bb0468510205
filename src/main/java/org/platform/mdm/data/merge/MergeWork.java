package org.platform.mdm.data.merge;

import java.time.OffsetDateTime;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.MergeContext;
import org.platform.mdm.data.MergeRequests;
import org.platform.mdm.data.RecordStatus;
import org.platform.mdm.data.record.EntityModel;

/**
 * The working state of one merge or unmerge through its pipeline: what was asked, and what the
 * merge steps found and did. Other modules' steps see it as a {@link MergeContext}.
 */
public final class MergeWork implements MergeContext {

  private final Operation operation;
  private final PlatformUser user;
  private final OffsetDateTime now;

  String entityName;
  EntityModel entity;

  /** MERGE: the winner; UNMERGE: the etalon the origins leave. */
  EtalonId winner;

  /** MERGE: the losers, in the order asked. */
  List<EtalonId> losers = List.of();

  /** MERGE: the merge kept for each loser. */
  final Map<EtalonId, UUID> mergeIds = new LinkedHashMap<>();

  /** The statuses of the etalons when they were locked. */
  final Map<EtalonId, RecordStatus> statuses = new HashMap<>();

  /** UNMERGE: the external keys named, and the origins they are. */
  List<MergeRequests.Key> keys = List.of();

  List<UUID> origins = List.of();
  boolean blockFutureMerges;

  /** UNMERGE: the etalon the origins went to, and whether it was made for them. */
  EtalonId detached;

  boolean detachedCreated;

  private MergeWork(Operation operation, PlatformUser user, OffsetDateTime now) {
    this.operation = operation;
    this.user = user;
    this.now = now;
  }

  /** A merge as asked, at {@code now}. */
  public static MergeWork merge(
      MergeRequests.Merge request, PlatformUser user, OffsetDateTime now) {
    MergeWork work = new MergeWork(Operation.MERGE, user, now);
    work.entityName = request.entityName();
    work.winner = request.winner();
    work.losers = request.losers();
    return work;
  }

  /** An unmerge as asked, at {@code now}. */
  public static MergeWork unmerge(
      MergeRequests.Unmerge request, PlatformUser user, OffsetDateTime now) {
    MergeWork work = new MergeWork(Operation.UNMERGE, user, now);
    work.entityName = request.entityName();
    work.winner = request.etalonId();
    work.keys = request.keys();
    work.blockFutureMerges = request.blockFutureMerges();
    return work;
  }

  @Override
  public Operation operation() {
    return operation;
  }

  @Override
  public PlatformUser user() {
    return user;
  }

  @Override
  public OffsetDateTime now() {
    return now;
  }

  @Override
  public String entityName() {
    return entityName;
  }

  @Override
  public EtalonId winner() {
    return winner;
  }

  @Override
  public List<EtalonId> losers() {
    return losers;
  }

  @Override
  public List<MergeRequests.Key> keys() {
    return keys;
  }

  @Override
  public EtalonId detached() {
    return detached;
  }

  @Override
  public boolean detachedCreated() {
    return detachedCreated;
  }
}
