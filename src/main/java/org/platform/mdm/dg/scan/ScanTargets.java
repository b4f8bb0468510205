package org.platform.mdm.dg.scan;

import java.util.Map;
import java.util.Optional;

/**
 * Where scans find the information systems and their crawler instances (kept by the administration
 * of information systems, connections and crawler instances). One Spring bean implements it.
 */
public interface ScanTargets {

  /**
   * The crawler instance of the information system, ready to scan; empty when either is unknown.
   */
  Optional<ScanTarget> find(String informationSystem, String crawlerInstance);

  /** Every information system: name → name for people. */
  Map<String, String> informationSystems();

  /** Every crawler instance of every information system: name → name for people. */
  Map<String, String> crawlerInstances();
}
