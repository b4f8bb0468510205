package org.platform.mdm.dg.scan;

import java.util.Map;

/**
 * What a scan of a crawler instance needs to know of it.
 *
 * @param sourceSystem the information system's source system: the source of every record the scan
 *     writes
 * @param crawlerType the {@link org.platform.mdm.dg.crawl.Crawler#type()} of its connection
 * @param parameters the connection's parameter values, secrets unsealed
 */
public record ScanTarget(
    String informationSystem,
    String crawlerInstance,
    String sourceSystem,
    String crawlerType,
    Map<String, String> parameters) {

  public ScanTarget {
    parameters = Map.copyOf(parameters);
  }

  /** Without the parameters' values: they hold opened secrets. */
  @Override
  public String toString() {
    return "ScanTarget["
        + informationSystem
        + "/"
        + crawlerInstance
        + ", source "
        + sourceSystem
        + ", "
        + crawlerType
        + ", parameters "
        + parameters.keySet()
        + "]";
  }
}
