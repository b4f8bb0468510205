package org.platform.mdm.dg.scan;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.data.RecordLocator;
import org.platform.mdm.data.RecordService;
import org.platform.mdm.dg.DgErrors;
import org.platform.mdm.dg.asset.AssetGraphRepository;
import org.platform.mdm.dg.scan.ScanRepository.Written;
import org.platform.mdm.system.PlatformException;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Removes what a crawler instance loaded, as its ledger tells: a record whose only key is the
 * crawler instance's is wiped with its links; a record another source (or a steward) also holds
 * keeps them, and loses the instance's origin (inactive over all time) and the links it wrote.
 */
@Service
public class CrawlerInstanceCleaning {

  private final Scans scans;
  private final ScanRepository ledger;
  private final ScanWriter writer;
  private final RecordService records;
  private final AssetGraphRepository graph;

  CrawlerInstanceCleaning(
      Scans scans,
      ScanRepository ledger,
      ScanWriter writer,
      RecordService records,
      AssetGraphRepository graph) {
    this.scans = scans;
    this.ledger = ledger;
    this.writer = writer;
    this.records = records;
    this.graph = graph;
  }

  /** What a cleaning removed: records wiped, records kept for other sources, links removed. */
  public record Cleaned(long removedAssets, long keptAssets, long removedLinks) {}

  /**
   * Cleans the crawler instance.
   *
   * @throws PlatformException 404 when the information system or its crawler instance is unknown;
   *     409 when a scan of it is under way
   */
  @Transactional
  public Cleaned clean(String system, String instance, PlatformUser user) {
    ScanTarget t = scans.target(system, instance);
    if (scans.running(system, instance)) {
      throw new PlatformException(DgErrors.DG_SCAN_RUNNING, system, instance);
    }
    List<Written> loaded = ledger.all(system, instance);
    List<Written> wiped = new ArrayList<>();
    List<Written> kept = new ArrayList<>();
    for (Written w : loaded) {
      (writer.heldByOthers(t, w) ? kept : wiped).add(w);
    }
    Set<String> wipedKeys = wiped.stream().map(Written::externalId).collect(Collectors.toSet());
    long links = graph.linksTouching(wiped.stream().map(Written::etalonId).toList());
    for (Written w : kept) {
      links += w.links().stream().filter(l -> !wipedKeys.contains(l.to())).count();
      if (w.active()) {
        writer.gone(t, w, user);
      }
    }
    Set<String> keptKeys = kept.stream().map(Written::externalId).collect(Collectors.toSet());
    for (Written w : wiped) {
      // A wiped container wipes what it CONTAINS: its links to what other sources hold go first.
      List<PlannedLink> toKept = w.links().stream().filter(l -> keptKeys.contains(l.to())).toList();
      if (w.active() && !toKept.isEmpty()) {
        List<PlannedLink> rest = new ArrayList<>(w.links());
        rest.removeAll(toKept);
        writer.replace(t, w.assetType(), w.externalId(), w.links(), rest, user);
      }
    }
    for (Written w : wiped) {
      // Containers come first (their keys are prefixes); what they contained went with them.
      if (records.version(w.etalonId()).isPresent()) {
        records.delete(
            RecordLocator.byKey(w.assetType(), t.sourceSystem(), w.externalId()),
            null,
            null,
            true,
            user);
      }
    }
    if (!kept.isEmpty()) {
      // What other sources hold is no longer the crawler instance's.
      graph.claim(kept.stream().map(Written::etalonId).toList(), null, null);
    }
    ledger.forget(system, instance);
    return new Cleaned(wiped.size(), kept.size(), links);
  }
}
