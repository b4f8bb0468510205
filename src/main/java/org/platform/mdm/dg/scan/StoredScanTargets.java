package org.platform.mdm.dg.scan;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import org.platform.mdm.dg.model.Connections;
import org.platform.mdm.dg.model.CrawlerInstance;
import org.platform.mdm.dg.model.CrawlerInstances;
import org.platform.mdm.dg.model.InformationSystem;
import org.platform.mdm.dg.model.InformationSystems;
import org.platform.mdm.system.PlatformException;
import org.springframework.stereotype.Component;

/**
 * Scan targets as the administration keeps them: a crawler instance of an information system, with
 * its connection's crawler type and parameters (secrets opened, defaults filled in) and the
 * system's source system.
 */
@Component
public class StoredScanTargets implements ScanTargets {

  private final InformationSystems systems;
  private final CrawlerInstances instances;
  private final Connections connections;

  StoredScanTargets(
      InformationSystems systems, CrawlerInstances instances, Connections connections) {
    this.systems = systems;
    this.instances = instances;
    this.connections = connections;
  }

  @Override
  public Optional<ScanTarget> find(String informationSystem, String crawlerInstance) {
    if (informationSystem == null || crawlerInstance == null) {
      return Optional.empty();
    }
    try {
      InformationSystem system = systems.get(informationSystem);
      CrawlerInstance instance = instances.get(informationSystem, crawlerInstance);
      Connections.Prepared prepared = connections.prepare(instance.connection());
      return Optional.of(
          new ScanTarget(
              system.name(),
              instance.name(),
              system.sourceSystem(),
              prepared.crawler().type(),
              prepared.parameters()));
    } catch (PlatformException e) {
      if (e.kind() == org.platform.mdm.system.ErrorKind.NOT_FOUND) {
        return Optional.empty();
      }
      throw e;
    }
  }

  @Override
  public Map<String, String> informationSystems() {
    Map<String, String> names = new LinkedHashMap<>();
    systems.list().forEach(s -> names.put(s.name(), label(s.displayName(), s.name())));
    return names;
  }

  @Override
  public Map<String, String> crawlerInstances() {
    Map<String, String> names = new LinkedHashMap<>();
    systems
        .list()
        .forEach(
            s ->
                instances
                    .list(s.name())
                    .forEach(i -> names.put(i.name(), label(i.displayName(), i.name()))));
    return names;
  }

  private static String label(String displayName, String name) {
    return displayName == null || displayName.isBlank() ? name : displayName;
  }
}
