package org.platform.mdm.dg.scan;

import java.util.Map;
import java.util.Optional;
import org.springframework.stereotype.Component;

/**
 * Scan targets while the administration of information systems is not wired in: there are none, so
 * every scan and clean answers that the information system is unknown. Replaced by the one reading
 * the information systems, connections and crawler instances.
 */
@Component
class NoScanTargets implements ScanTargets {

  @Override
  public Optional<ScanTarget> find(String informationSystem, String crawlerInstance) {
    return Optional.empty();
  }

  @Override
  public Map<String, String> informationSystems() {
    return Map.of();
  }

  @Override
  public Map<String, String> crawlerInstances() {
    return Map.of();
  }
}
