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
import org.platform.mdm.dg.crawl.Crawler;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.Problem;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Connections: a crawler type and its parameter values, created, changed and deleted at the version
 * read, each change in the audit trail (never a secret's value). A connection a crawler instance
 * reads through is not deleted.
 */
@Service
public class Connections {

  private final ConnectionRepository repository;
  private final CrawlerInstanceRepository instances;
  private final CrawlerTypes types;
  private final ConnectionParameters parameters;
  private final AuditTrail audit;
  private final Clock clock;

  Connections(
      ConnectionRepository repository,
      CrawlerInstanceRepository instances,
      CrawlerTypes types,
      ConnectionParameters parameters,
      AuditTrail audit,
      Clock clock) {
    this.repository = repository;
    this.instances = instances;
    this.types = types;
    this.parameters = parameters;
    this.audit = audit;
    this.clock = clock;
  }

  /**
   * A connection as answered: its parameters with every secret's value null, and the secrets that
   * have a value.
   */
  public record Shown(
      Connection connection, Map<String, String> parameters, List<String> secretsSet) {}

  @Transactional(readOnly = true)
  public List<Shown> list() {
    return repository.all().stream().map(this::shown).toList();
  }

  @Transactional(readOnly = true)
  public Shown get(String name) {
    return shown(repository.find(name).orElseThrow(() -> notFound(name)));
  }

  @Transactional
  public Shown create(Connection.Input input, PlatformUser user) {
    List<Problem> problems = new ArrayList<>();
    Fields.name("name", input.name(), problems);
    Crawler crawler = check(input, problems);
    PlatformException.throwIfAny(problems);
    if (repository.lock(input.name()).isPresent()) {
      throw new PlatformException(DgErrors.DG_CONNECTION_EXISTS, input.name());
    }
    Map<String, String> values = parameters.toStore(crawler, input.parameters(), Map.of());
    Connection stored =
        repository.insert(
            input.name(), input.displayName(), crawler.type(), values, user.userName(), now());
    audit.change("DG_CONNECTION_CREATE", user.userName(), stored.name(), details(stored));
    return shown(stored);
  }

  @Transactional
  public Shown update(Connection.Input input, Long version, PlatformUser user) {
    List<Problem> problems = new ArrayList<>();
    Fields.version(version, problems);
    Crawler crawler = check(input, problems);
    PlatformException.throwIfAny(problems);
    Connection current = repository.lock(input.name()).orElseThrow(() -> notFound(input.name()));
    requireVersion(current, version);
    Map<String, String> kept =
        current.crawlerType().equals(crawler.type()) ? current.parameters() : Map.of();
    Map<String, String> values = parameters.toStore(crawler, input.parameters(), kept);
    Connection stored =
        repository.update(
            input.name(), input.displayName(), crawler.type(), values, user.userName(), now());
    audit.change("DG_CONNECTION_UPDATE", user.userName(), stored.name(), details(stored));
    return shown(stored);
  }

  @Transactional
  public void delete(String name, Long version, PlatformUser user) {
    List<Problem> problems = new ArrayList<>();
    Fields.version(version, problems);
    PlatformException.throwIfAny(problems);
    Connection current = repository.lock(name).orElseThrow(() -> notFound(name));
    requireVersion(current, version);
    List<String> users = instances.using(name);
    if (!users.isEmpty()) {
      throw new PlatformException(DgErrors.DG_CONNECTION_IN_USE, name, String.join(", ", users));
    }
    repository.delete(name);
    audit.change("DG_CONNECTION_DELETE", user.userName(), name, details(current));
  }

  /**
   * The connection's crawler type and its parameter values as the crawler takes them (secrets
   * opened, defaults filled in): what a scan or a connection test crawls with.
   */
  public record Prepared(Crawler crawler, Map<String, String> parameters) {}

  @Transactional(readOnly = true)
  public Prepared prepare(String name) {
    Connection c = repository.find(name).orElseThrow(() -> notFound(name));
    Crawler crawler =
        types
            .find(c.crawlerType())
            .orElseThrow(
                () ->
                    new PlatformException(
                        DgErrors.DG_CRAWLER_TYPE_UNKNOWN, c.crawlerType(), types.names()));
    return new Prepared(crawler, parameters.forCrawl(crawler, c.parameters()));
  }

  private Crawler check(Connection.Input input, List<Problem> problems) {
    Fields.required("displayName", input.displayName(), Fields.DISPLAY_NAME_LENGTH, problems);
    String type = input.crawlerType();
    if (type == null || type.isEmpty()) {
      problems.add(Problem.at("crawlerType", DgErrors.DG_FIELD_REQUIRED, "crawlerType"));
      return null;
    }
    Crawler crawler = types.find(type).orElse(null);
    if (crawler == null) {
      problems.add(
          Problem.at(
              "crawlerType", DgErrors.DG_CRAWLER_TYPE_UNKNOWN, Fields.shown(type), types.names()));
    }
    return crawler;
  }

  private Shown shown(Connection c) {
    Crawler crawler = types.find(c.crawlerType()).orElse(null);
    return new Shown(
        c,
        ConnectionParameters.shown(crawler, c.parameters()),
        ConnectionParameters.secretsSet(c.parameters()));
  }

  private static void requireVersion(Connection current, long version) {
    if (current.stamp().version() != version) {
      throw new PlatformException(
          DgErrors.DG_VERSION_CONFLICT, current.name(), version, current.stamp().version());
    }
  }

  static PlatformException notFound(String name) {
    return new PlatformException(DgErrors.DG_CONNECTION_NOT_FOUND, Fields.shown(name));
  }

  private static Map<String, String> details(Connection c) {
    Map<String, String> d = new LinkedHashMap<>();
    d.put("displayName", c.displayName());
    d.put("crawlerType", c.crawlerType());
    d.put("parameters", String.join(",", c.parameters().keySet()));
    d.put("version", String.valueOf(c.stamp().version()));
    return d;
  }

  private OffsetDateTime now() {
    return OffsetDateTime.now(clock).truncatedTo(ChronoUnit.MILLIS);
  }
}
