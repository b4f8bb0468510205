package org.platform.mdm.dg.scan;

import java.util.List;
import java.util.Map;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.dg.DgErrors;
import org.platform.mdm.dg.scan.ScanRepository.Counts;
import org.platform.mdm.operations.ExecutionView;
import org.platform.mdm.operations.Runs;
import org.platform.mdm.system.PlatformException;
import org.springframework.stereotype.Service;

/**
 * Scans of crawler instances as runs of {@code dgScanJob}: started for a crawler instance (one at a
 * time), and listed with their counts.
 */
@Service
public class Scans {

  /** The runs of {@code dgScanJob} looked through for those of one crawler instance. */
  private static final int LOOKED_AT = Runs.MAX_PAGE;

  private final ScanTargets targets;
  private final Runs runs;
  private final ScanRepository scans;

  Scans(ScanTargets targets, Runs runs, ScanRepository scans) {
    this.targets = targets;
    this.runs = runs;
    this.scans = scans;
  }

  /** A run of a scan with the counts it wrote so far. */
  public record Scan(ExecutionView run, long found, long written, long unchanged, long deleted) {}

  /**
   * Starts a scan of the crawler instance.
   *
   * @throws PlatformException 404 when the information system or its crawler instance is unknown;
   *     409 when a scan of it is under way
   */
  public ExecutionView start(String system, String instance, PlatformUser user) {
    target(system, instance);
    if (runsOf(system, instance).stream().anyMatch(r -> !r.ended())) {
      throw new PlatformException(DgErrors.DG_SCAN_RUNNING, system, instance);
    }
    return runs.startOnce(
        ScanOperation.NAME,
        Map.of(ScanOperation.SYSTEM, system, ScanOperation.INSTANCE, instance),
        user.userName());
  }

  /** The crawler instance's scans, newest first, with their counts. */
  public List<Scan> of(String system, String instance) {
    target(system, instance);
    List<ExecutionView> of = runsOf(system, instance);
    Map<Long, Counts> counts = scans.counts(of.stream().map(ExecutionView::id).toList());
    return of.stream()
        .map(
            r -> {
              Counts c = counts.getOrDefault(r.id(), Counts.NONE);
              return new Scan(r, c.found(), c.written(), c.unchanged(), c.deleted());
            })
        .toList();
  }

  /** Whether a scan of the crawler instance is under way. */
  boolean running(String system, String instance) {
    return runsOf(system, instance).stream().anyMatch(r -> !r.ended());
  }

  /**
   * The crawler instance of the information system.
   *
   * @throws PlatformException 404 naming which of them is unknown
   */
  public ScanTarget target(String system, String instance) {
    return targets
        .find(system, instance)
        .orElseThrow(
            () ->
                targets.informationSystems().containsKey(system)
                    ? new PlatformException(
                        DgErrors.DG_CRAWLER_INSTANCE_NOT_FOUND, system, instance)
                    : new PlatformException(DgErrors.DG_INFORMATION_SYSTEM_NOT_FOUND, system));
  }

  private List<ExecutionView> runsOf(String system, String instance) {
    return runs.latest(ScanOperation.NAME, null, 0, LOOKED_AT).runs().stream()
        .filter(
            r ->
                system.equals(r.parameters().get(ScanOperation.SYSTEM))
                    && instance.equals(r.parameters().get(ScanOperation.INSTANCE)))
        .toList();
  }
}
