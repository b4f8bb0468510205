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
import org.platform.mdm.meta.DataModelService;
import org.platform.mdm.meta.SourceSystemDef;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.Problem;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Information systems: create, change and delete at the version read, each change in the audit
 * trail. The first one created installs the standard asset types the model lacks, since a scan
 * writes them.
 */
@Service
public class InformationSystems {

  private final InformationSystemRepository repository;
  private final CrawlerInstanceRepository instances;
  private final StandardTypesInstaller installer;
  private final DataModelService models;
  private final AuditTrail audit;
  private final Clock clock;

  InformationSystems(
      InformationSystemRepository repository,
      CrawlerInstanceRepository instances,
      StandardTypesInstaller installer,
      DataModelService models,
      AuditTrail audit,
      Clock clock) {
    this.repository = repository;
    this.instances = instances;
    this.installer = installer;
    this.models = models;
    this.audit = audit;
    this.clock = clock;
  }

  /** A system created, and the standard asset types its creation installed (the first's only). */
  public record Created(InformationSystem system, List<String> assetTypesInstalled) {}

  @Transactional(readOnly = true)
  public List<InformationSystem> list() {
    return repository.all();
  }

  @Transactional(readOnly = true)
  public InformationSystem get(String name) {
    return repository.find(name).orElseThrow(() -> notFound(name));
  }

  @Transactional
  public Created create(InformationSystem.Input input, PlatformUser user) {
    List<Problem> problems = new ArrayList<>();
    Fields.name("name", input.name(), problems);
    check(input, problems);
    PlatformException.throwIfAny(problems);
    boolean first = !repository.any();
    if (repository.find(input.name()).isPresent()) {
      throw new PlatformException(DgErrors.DG_INFORMATION_SYSTEM_EXISTS, input.name());
    }
    List<String> installed = first ? installed(installer.installMissing(user)) : List.of();
    InformationSystem stored = repository.insert(input, user.userName(), now());
    audit.change("DG_INFORMATION_SYSTEM_CREATE", user.userName(), stored.name(), details(stored));
    return new Created(stored, installed);
  }

  @Transactional
  public InformationSystem update(InformationSystem.Input input, Long version, PlatformUser user) {
    List<Problem> problems = new ArrayList<>();
    Fields.version(version, problems);
    check(input, problems);
    PlatformException.throwIfAny(problems);
    InformationSystem current =
        repository.lock(input.name()).orElseThrow(() -> notFound(input.name()));
    requireVersion(current, version);
    InformationSystem stored = repository.update(input, user.userName(), now());
    audit.change("DG_INFORMATION_SYSTEM_UPDATE", user.userName(), stored.name(), details(stored));
    return stored;
  }

  @Transactional
  public void delete(String name, Long version, PlatformUser user) {
    List<Problem> problems = new ArrayList<>();
    Fields.version(version, problems);
    PlatformException.throwIfAny(problems);
    InformationSystem current = repository.lock(name).orElseThrow(() -> notFound(name));
    requireVersion(current, version);
    List<String> crawlers = instances.of(name).stream().map(CrawlerInstance::name).toList();
    if (!crawlers.isEmpty()) {
      throw new PlatformException(
          DgErrors.DG_INFORMATION_SYSTEM_IN_USE, name, String.join(", ", crawlers));
    }
    repository.delete(name);
    audit.change("DG_INFORMATION_SYSTEM_DELETE", user.userName(), name, details(current));
  }

  /** The standard types and relations installed, by name. */
  private static List<String> installed(StandardTypesInstaller.Installed done) {
    List<String> names = new ArrayList<>(done.types());
    names.addAll(done.relations());
    return names;
  }

  private void check(InformationSystem.Input input, List<Problem> problems) {
    Fields.required("displayName", input.displayName(), Fields.DISPLAY_NAME_LENGTH, problems);
    Fields.optional("description", input.description(), Fields.DESCRIPTION_LENGTH, problems);
    String source = input.sourceSystem();
    if (source == null || source.isEmpty()) {
      problems.add(Problem.at("sourceSystem", DgErrors.DG_FIELD_REQUIRED, "sourceSystem"));
    } else if (SourceSystemDef.PLATFORM.equals(source)) {
      // The platform's source holds people's edits, which override the sources value by value; a
      // crawler's assets are a source's versions, and the bulk write takes no overrides.
      problems.add(Problem.at("sourceSystem", DgErrors.DG_SOURCE_SYSTEM_PLATFORM, source));
    } else if (models.published().model().sourceSystem(source).isEmpty()) {
      problems.add(
          Problem.at("sourceSystem", DgErrors.DG_SOURCE_SYSTEM_UNKNOWN, Fields.shown(source)));
    }
  }

  static void requireVersion(InformationSystem current, long version) {
    if (current.stamp().version() != version) {
      throw new PlatformException(
          DgErrors.DG_VERSION_CONFLICT, current.name(), version, current.stamp().version());
    }
  }

  static PlatformException notFound(String name) {
    return new PlatformException(DgErrors.DG_INFORMATION_SYSTEM_NOT_FOUND, Fields.shown(name));
  }

  private static Map<String, String> details(InformationSystem s) {
    Map<String, String> d = new LinkedHashMap<>();
    d.put("displayName", s.displayName());
    d.put("sourceSystem", s.sourceSystem());
    d.put("version", String.valueOf(s.stamp().version()));
    return d;
  }

  private OffsetDateTime now() {
    return OffsetDateTime.now(clock).truncatedTo(ChronoUnit.MILLIS);
  }
}
