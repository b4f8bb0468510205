package org.platform.mdm.dg.asset;

import java.time.Clock;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.GoldenPeriod;
import org.platform.mdm.data.GoldenRecord;
import org.platform.mdm.data.GoldenRecordListener;
import org.platform.mdm.data.LinkState;
import org.platform.mdm.data.RecordName;
import org.platform.mdm.data.RecordService;
import org.platform.mdm.data.RelationListener;
import org.platform.mdm.meta.RelationDef;
import org.springframework.context.annotation.Lazy;
import org.springframework.stereotype.Component;

/**
 * Keeps the asset graph's copy in step with the records, in the transaction of every write: an
 * asset's row (its type, its name now, whether it is active) whenever its golden record is stored,
 * and the links starting at an asset whenever they change. Records of registers that are no asset
 * type are left alone.
 */
@Component
class AssetGraph implements GoldenRecordListener, RelationListener {

  private final AssetTypes types;
  private final AssetGraphRepository graph;
  private final RecordService records;
  private final Clock clock;

  AssetGraph(
      AssetTypes types, AssetGraphRepository graph, @Lazy RecordService records, Clock clock) {
    this.types = types;
    this.graph = graph;
    this.records = records;
    this.clock = clock;
  }

  @Override
  public void stored(List<GoldenRecord> golden) {
    OffsetDateTime now = OffsetDateTime.now(clock);
    List<AssetGraphRepository.NodeRow> rows = new ArrayList<>();
    for (GoldenRecord record : golden) {
      Optional<RecordName> names = types.names(record.entityName());
      if (names.isEmpty()) {
        continue;
      }
      GoldenPeriod shown = inForce(record.periods(), now);
      String name =
          shown == null
              ? RecordName.shortId(record.etalonId())
              : names
                  .get()
                  .fromValues(shown.values())
                  .orElse(RecordName.shortId(record.etalonId()));
      boolean active = record.periods().stream().anyMatch(GoldenPeriod::active);
      rows.add(
          new AssetGraphRepository.NodeRow(record.etalonId(), record.entityName(), name, active));
    }
    graph.putNodes(rows, now);
  }

  @Override
  public void removed(Collection<EtalonId> etalonIds) {
    if (!etalonIds.isEmpty()) {
      graph.removeNodes(etalonIds);
    }
  }

  @Override
  public void linksChanged(Set<EtalonId> fromEtalons) {
    List<EtalonId> assets = graph.assets(fromEtalons);
    if (assets.isEmpty()) {
      return;
    }
    List<AssetGraphRepository.Edge> edges = new ArrayList<>();
    for (LinkState link : records.outgoingLinks(assets)) {
      Optional<RelationDef> relation = types.assetRelation(link.relationName());
      relation.ifPresent(
          r ->
              edges.add(
                  new AssetGraphRepository.Edge(
                      link.relationEtalonId(),
                      link.relationName(),
                      r.type(),
                      link.fromEtalonId(),
                      link.toEtalonId(),
                      link.status().name(),
                      link.operationType())));
    }
    graph.replaceEdges(assets, edges);
  }

  /** The period in force at the moment, else the last one; null when there is none. */
  private static GoldenPeriod inForce(List<GoldenPeriod> periods, OffsetDateTime now) {
    GoldenPeriod last = null;
    for (GoldenPeriod p : periods) {
      boolean started = p.from() == null || !p.from().isAfter(now);
      boolean ended = p.to() != null && p.to().isBefore(now);
      if (started && !ended) {
        return p;
      }
      last = p;
    }
    return last;
  }
}
