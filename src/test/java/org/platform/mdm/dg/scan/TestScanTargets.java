package org.platform.mdm.dg.scan;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import org.springframework.context.annotation.Primary;
import org.springframework.stereotype.Component;

/** Scan targets a test sets: crawler instances of information systems, by both names. */
@Primary
@Component
class TestScanTargets implements ScanTargets {

  static final Map<String, ScanTarget> TARGETS = new ConcurrentHashMap<>();

  static void add(ScanTarget target) {
    TARGETS.put(target.informationSystem() + "/" + target.crawlerInstance(), target);
  }

  @Override
  public Optional<ScanTarget> find(String informationSystem, String crawlerInstance) {
    return Optional.ofNullable(TARGETS.get(informationSystem + "/" + crawlerInstance));
  }

  @Override
  public Map<String, String> informationSystems() {
    Map<String, String> names = new LinkedHashMap<>();
    TARGETS.values().forEach(t -> names.put(t.informationSystem(), t.informationSystem()));
    return names;
  }

  @Override
  public Map<String, String> crawlerInstances() {
    Map<String, String> names = new LinkedHashMap<>();
    TARGETS.values().forEach(t -> names.put(t.crawlerInstance(), t.crawlerInstance()));
    return names;
  }
}
