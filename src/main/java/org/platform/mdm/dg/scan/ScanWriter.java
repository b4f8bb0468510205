package org.platform.mdm.dg.scan;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.data.BatchUpserts;
import org.platform.mdm.data.EtalonId;
import org.platform.mdm.data.EtalonView;
import org.platform.mdm.data.LinkWrites;
import org.platform.mdm.data.RecordLocator;
import org.platform.mdm.data.RecordService;
import org.platform.mdm.data.RecordWrite;
import org.platform.mdm.data.RelationDelete;
import org.platform.mdm.data.RelationWrite;
import org.platform.mdm.dg.asset.AssetGraphRepository;
import org.platform.mdm.dg.scan.ScanRepository.Counts;
import org.platform.mdm.dg.scan.ScanRepository.Written;
import org.springframework.stereotype.Component;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/**
 * The writes of a scan's blocks, each in the block's transaction: assets as records of their asset
 * types under the information system's source system (only those whose values changed since the
 * crawler instance last wrote them), the links each starts (only when they changed: the new ones
 * written, those gone deleted), and the origins of assets not found any more deleted.
 */
@Component
class ScanWriter {

  private final RecordService records;
  private final BatchUpserts bulk;
  private final LinkWrites links;
  private final AssetGraphRepository graph;
  private final ScanRepository scans;
  private final JsonMapper json;

  ScanWriter(
      RecordService records,
      BatchUpserts bulk,
      LinkWrites links,
      AssetGraphRepository graph,
      ScanRepository scans,
      JsonMapper json) {
    this.records = records;
    this.bulk = bulk;
    this.links = links;
    this.graph = graph;
    this.scans = scans;
    this.json = json;
  }

  /**
   * Writes the assets whose values changed (or that were deleted); the counts. New and changed
   * assets go together through the bulk path; one found again after it was deleted is written and
   * restored alone (the bulk path leaves a deleted record deleted).
   */
  Counts assets(ScanTarget t, List<FoundAsset> block, long executionId, PlatformUser user) {
    Map<String, Written> before =
        scans.written(
            t.informationSystem(),
            t.crawlerInstance(),
            block.stream().map(FoundAsset::externalId).toList());
    List<String> same = new ArrayList<>();
    List<FoundAsset> changed = new ArrayList<>();
    List<RecordWrite> writes = new ArrayList<>();
    List<FoundAsset> back = new ArrayList<>();
    for (FoundAsset a : block) {
      Written w = before.get(a.externalId());
      if (w != null
          && w.active()
          && w.assetType().equals(a.assetType())
          && w.valuesDigest().equals(a.valuesDigest())) {
        same.add(a.externalId());
      } else if (w != null && !w.active()) {
        back.add(a);
      } else {
        changed.add(a);
        writes.add(write(t, a));
      }
    }
    List<EtalonId> claimed = new ArrayList<>(bulk.upsert(writes, user));
    for (FoundAsset a : back) {
      changed.add(a);
      claimed.add(records.upsert(write(t, a), user).etalonId());
      // Found again after it was gone: a record deleted as a whole comes back.
      records.restore(
          RecordLocator.byKey(a.assetType(), t.sourceSystem(), a.externalId()), null, null, user);
    }
    scans.put(t.informationSystem(), t.crawlerInstance(), changed, claimed, executionId);
    if (!same.isEmpty()) {
      scans.seen(t.informationSystem(), t.crawlerInstance(), same, executionId);
    }
    if (!claimed.isEmpty()) {
      graph.claim(claimed, t.informationSystem(), t.crawlerInstance());
    }
    return new Counts(0, claimed.size(), same.size(), 0);
  }

  private RecordWrite write(ScanTarget t, FoundAsset a) {
    ObjectNode values = json.valueToTree(a.attributes());
    return RecordWrite.values(a.assetType(), a.externalId(), t.sourceSystem(), null, values);
  }

  /**
   * Writes the links of each asset whose links changed, all at once; how many assets' links were
   * written.
   */
  int links(ScanTarget t, List<FoundAsset> block, PlatformUser user) {
    Map<String, Written> before =
        scans.written(
            t.informationSystem(),
            t.crawlerInstance(),
            block.stream().map(FoundAsset::externalId).toList());
    List<LinkWrites.RecordLinkWrites> items = new ArrayList<>();
    Map<String, List<PlannedLink>> written = new java.util.LinkedHashMap<>();
    for (FoundAsset a : block) {
      List<PlannedLink> was =
          before.containsKey(a.externalId()) ? before.get(a.externalId()).links() : List.of();
      if (was.equals(a.links())) {
        continue;
      }
      LinkWrites.RecordLinkWrites item = change(t, a.assetType(), a.externalId(), was, a.links());
      if (!item.writes().isEmpty() || !item.deletes().isEmpty()) {
        items.add(item);
      }
      written.put(a.externalId(), a.links());
    }
    if (!items.isEmpty()) {
      links.applyAll(t.sourceSystem(), items, user);
    }
    scans.links(t.informationSystem(), t.crawlerInstance(), written);
    return written.size();
  }

  /**
   * Writes the links of {@code now} that {@code was} lacks (or holds otherwise) and deletes those
   * of {@code was} that {@code now} lacks, as the origin of the target's source system.
   */
  void replace(
      ScanTarget t,
      String assetType,
      String externalId,
      List<PlannedLink> was,
      List<PlannedLink> now,
      PlatformUser user) {
    LinkWrites.RecordLinkWrites item = change(t, assetType, externalId, was, now);
    if (!item.writes().isEmpty() || !item.deletes().isEmpty()) {
      links.apply(item.locator(), t.sourceSystem(), item.writes(), item.deletes(), user);
    }
  }

  /** The writes and deletes that make {@code was} into {@code now}. */
  private LinkWrites.RecordLinkWrites change(
      ScanTarget t,
      String assetType,
      String externalId,
      List<PlannedLink> was,
      List<PlannedLink> now) {
    Set<String> kept = now.stream().map(PlannedLink::target).collect(Collectors.toSet());
    List<RelationWrite> writes = new ArrayList<>();
    for (PlannedLink l : now) {
      if (!was.contains(l)) {
        writes.add(
            new RelationWrite(
                l.relation(),
                writes.size(),
                null,
                l.to(),
                t.sourceSystem(),
                null,
                null,
                l.constraintName() == null
                    ? null
                    : json.createObjectNode().put("constraintName", l.constraintName()),
                l.operationType()));
      }
    }
    List<RelationDelete> deletes = new ArrayList<>();
    for (PlannedLink l : was) {
      if (!kept.contains(l.target())) {
        deletes.add(
            new RelationDelete(
                l.relation(), deletes.size(), null, null, l.to(), t.sourceSystem(), null, null));
      }
    }
    return new LinkWrites.RecordLinkWrites(
        RecordLocator.byKey(assetType, t.sourceSystem(), externalId), writes, deletes);
  }

  /**
   * Deletes what the crawler instance wrote of an asset it did not find: the whole record (it
   * becomes inactive) when its origin is the record's only one, else only that origin (inactive
   * over all time) and the links it wrote.
   */
  void gone(ScanTarget t, Written w, PlatformUser user) {
    RecordLocator locator = RecordLocator.byKey(w.assetType(), t.sourceSystem(), w.externalId());
    if (heldByOthers(t, w)) {
      replace(t, w.assetType(), w.externalId(), w.links(), List.of(), user);
      records.deleteOrigin(locator, user);
    } else {
      records.delete(locator, null, null, false, user);
    }
    scans.inactive(t.informationSystem(), t.crawlerInstance(), w.externalId());
  }

  /** Whether a key other than the crawler instance's names the record. */
  boolean heldByOthers(ScanTarget t, Written w) {
    for (EtalonView.ExternalKeyView key : records.keys(w.etalonId())) {
      if (!(t.sourceSystem().equals(key.sourceSystem()) && w.externalId().equals(key.id()))) {
        return true;
      }
    }
    return false;
  }
}
