package org.platform.mdm.dg.scan;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import org.springframework.context.annotation.Primary;
import org.springframework.stereotype.Component;

/**
 * Scan targets a test sets (crawler instances of information systems, by both names) before those
 * the administration keeps.
 */
@Primary
@Component
class TestScanTargets implements ScanTargets {

  static final Map<String, ScanTarget> TARGETS = new ConcurrentHashMap<>();

  private final StoredScanTargets stored;

  TestScanTargets(StoredScanTargets stored) {
    this.stored = stored;
  }

  static void add(ScanTarget target) {
    TARGETS.put(target.informationSystem() + "/" + target.crawlerInstance(), target);
  }

  @Override
  public Optional<ScanTarget> find(String informationSystem, String crawlerInstance) {
    ScanTarget set = TARGETS.get(informationSystem + "/" + crawlerInstance);
    return set != null ? Optional.of(set) : stored.find(informationSystem, crawlerInstance);
  }

  @Override
  public Map<String, String> informationSystems() {
    Map<String, String> names = new LinkedHashMap<>(stored.informationSystems());
    TARGETS.values().forEach(t -> names.put(t.informationSystem(), t.informationSystem()));
    return names;
  }

  @Override
  public Map<String, String> crawlerInstances() {
    Map<String, String> names = new LinkedHashMap<>(stored.crawlerInstances());
    TARGETS.values().forEach(t -> names.put(t.crawlerInstance(), t.crawlerInstance()));
    return names;
  }
}
