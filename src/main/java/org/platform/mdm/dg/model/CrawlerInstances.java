package org.platform.mdm.dg.model;

import java.time.Clock;
import java.time.OffsetDateTime;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.platform.mdm.core.AuditTrail;
import org.platform.mdm.core.PlatformUser;
import org.platform.mdm.dg.DgErrors;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.Problem;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * The crawler instances of an information system: created, changed and deleted at the version read,
 * each change in the audit trail. An instance reads through a connection that exists.
 */
@Service
public class CrawlerInstances {

  private final CrawlerInstanceRepository repository;
  private final InformationSystemRepository systems;
  private final ConnectionRepository connections;
  private final LoadedAssets loaded;
  private final AuditTrail audit;
  private final Clock clock;

  CrawlerInstances(
      CrawlerInstanceRepository repository,
      InformationSystemRepository systems,
      ConnectionRepository connections,
      LoadedAssets loaded,
      AuditTrail audit,
      Clock clock) {
    this.repository = repository;
    this.systems = systems;
    this.connections = connections;
    this.loaded = loaded;
    this.audit = audit;
    this.clock = clock;
  }

  @Transactional(readOnly = true)
  public List<CrawlerInstance> list(String system) {
    systems.find(system).orElseThrow(() -> InformationSystems.notFound(system));
    return repository.of(system);
  }

  @Transactional(readOnly = true)
  public CrawlerInstance get(String system, String name) {
    systems.find(system).orElseThrow(() -> InformationSystems.notFound(system));
    return repository.find(system, name).orElseThrow(() -> notFound(system, name));
  }

  @Transactional
  public CrawlerInstance create(String system, CrawlerInstance.Input input, PlatformUser user) {
    List<Problem> problems = new ArrayList<>();
    Fields.name("name", input.name(), problems);
    check(input, problems);
    PlatformException.throwIfAny(problems);
    // the system's row lock keeps a concurrent delete of the system from passing this creation
    systems.lock(system).orElseThrow(() -> InformationSystems.notFound(system));
    if (repository.lock(system, input.name()).isPresent()) {
      throw new PlatformException(DgErrors.DG_CRAWLER_INSTANCE_EXISTS, system, input.name());
    }
    requireConnection(input.connection());
    CrawlerInstance stored = repository.insert(system, input, user.userName(), now());
    audit.change("DG_CRAWLER_INSTANCE_CREATE", user.userName(), subject(stored), details(stored));
    return stored;
  }

  @Transactional
  public CrawlerInstance update(
      String system, CrawlerInstance.Input input, Long version, PlatformUser user) {
    List<Problem> problems = new ArrayList<>();
    Fields.version(version, problems);
    check(input, problems);
    PlatformException.throwIfAny(problems);
    systems.find(system).orElseThrow(() -> InformationSystems.notFound(system));
    CrawlerInstance current =
        repository.lock(system, input.name()).orElseThrow(() -> notFound(system, input.name()));
    requireVersion(current, version);
    requireConnection(input.connection());
    CrawlerInstance stored = repository.update(system, input, user.userName(), now());
    audit.change("DG_CRAWLER_INSTANCE_UPDATE", user.userName(), subject(stored), details(stored));
    return stored;
  }

  @Transactional
  public void delete(String system, String name, Long version, PlatformUser user) {
    List<Problem> problems = new ArrayList<>();
    Fields.version(version, problems);
    PlatformException.throwIfAny(problems);
    systems.find(system).orElseThrow(() -> InformationSystems.notFound(system));
    CrawlerInstance current =
        repository.lock(system, name).orElseThrow(() -> notFound(system, name));
    requireVersion(current, version);
    long assets = loaded.count(system, name);
    if (assets > 0) {
      throw new PlatformException(DgErrors.DG_CRAWLER_INSTANCE_HAS_ASSETS, system, name, assets);
    }
    repository.delete(system, name);
    audit.change("DG_CRAWLER_INSTANCE_DELETE", user.userName(), subject(current), details(current));
  }

  private static void check(CrawlerInstance.Input input, List<Problem> problems) {
    Fields.required("displayName", input.displayName(), Fields.DISPLAY_NAME_LENGTH, problems);
    Fields.optional("description", input.description(), Fields.DESCRIPTION_LENGTH, problems);
    if (input.connection() == null || input.connection().isEmpty()) {
      problems.add(Problem.at("connection", DgErrors.DG_FIELD_REQUIRED, "connection"));
    }
  }

  /** The connection, locked so that it is not deleted before this transaction ends. */
  private void requireConnection(String name) {
    if (connections.lock(name).isEmpty()) {
      throw new PlatformException(
          List.of(Problem.at("connection", DgErrors.DG_CONNECTION_UNKNOWN, Fields.shown(name))));
    }
  }

  private static void requireVersion(CrawlerInstance current, long version) {
    if (current.stamp().version() != version) {
      throw new PlatformException(
          DgErrors.DG_VERSION_CONFLICT, subject(current), version, current.stamp().version());
    }
  }

  private static PlatformException notFound(String system, String name) {
    return new PlatformException(
        DgErrors.DG_CRAWLER_INSTANCE_NOT_FOUND, Fields.shown(system), Fields.shown(name));
  }

  private static String subject(CrawlerInstance c) {
    return c.informationSystem() + "/" + c.name();
  }

  private static Map<String, String> details(CrawlerInstance c) {
    Map<String, String> d = new LinkedHashMap<>();
    d.put("displayName", c.displayName());
    d.put("connection", c.connection());
    d.put("version", String.valueOf(c.stamp().version()));
    return d;
  }

  private OffsetDateTime now() {
    return OffsetDateTime.now(clock).truncatedTo(ChronoUnit.MILLIS);
  }
}
