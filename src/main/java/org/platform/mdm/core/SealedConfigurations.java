package org.platform.mdm.core;

import java.time.Clock;
import java.time.OffsetDateTime;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BiPredicate;
import java.util.function.Function;
import org.platform.mdm.core.access.RoleService;
import org.platform.mdm.system.ConfigurationTable;
import org.platform.mdm.system.ConfigurationTable.Stored;
import org.platform.mdm.system.PlatformException;
import org.platform.mdm.system.PlatformKey;
import org.platform.mdm.system.Problem;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;
import org.springframework.transaction.annotation.Transactional;

/**
 * Configurations kept in system's {@link ConfigurationTable} with a secret sealed by the platform
 * key, the way the {@code directory} and {@code sso} rooms keep their directory configurations and
 * identity providers. What the two share lives here once: a configuration is checked as a whole
 * (every problem listed, the roles it names among them), created under an id of its own, replaced
 * at the version read (optimistic locking; a secret absent keeps the stored one, unless the change
 * takes the configuration where the stored secret no longer belongs), deleted, and every change is
 * audited. A kind adds what is its own: its id's rule, its checks, when its secret must be typed
 * again and what a change invalidates.
 *
 * @param <T> the configuration
 */
public abstract class SealedConfigurations<T> {

  /**
   * A kind's words: {@code shown} in the log, {@code audit} the audit events' prefix with {@code
   * subject} the detail naming where the configuration points, the secret's field in problems and
   * its detail in the audit trail, and the errors of an id taken, an id unknown and a secret to
   * type again.
   */
  public record Names(
      String shown,
      String audit,
      String subject,
      String secretField,
      String secretDetail,
      boolean secretRequired,
      String rolesField,
      CoreErrors exists,
      CoreErrors notFound,
      CoreErrors secretAgain) {}

  /**
   * A kind's own rules: its configuration's problems, the roles it gives (to be found), where it
   * points (the audit trail's {@code subject} detail), and whether a change points it elsewhere
   * ({@code (after, before)}), so that its secret must be typed again.
   */
  public record Rules<T>(
      Function<T, List<Problem>> check,
      Function<T, Collection<String>> roleNames,
      Function<T, String> subject,
      BiPredicate<T, T> movesSecret) {}

  /**
   * A stored configuration as an administrator reads it: never its secret, but whether one is set,
   * whether it is stored encrypted, and whether the platform key still opens it (after a key change
   * it must be entered again).
   */
  public record View<T>(
      String id,
      T configuration,
      long version,
      String createdBy,
      OffsetDateTime createDate,
      String updatedBy,
      OffsetDateTime updateDate,
      boolean secretSet,
      boolean secretEncrypted,
      boolean secretReadable) {}

  /**
   * What every kind is kept with: the key that seals, the roles checked, the trail, the clock (one
   * bean, given to each kind).
   */
  @Component
  public record Keeping(PlatformKey key, RoleService roles, AuditTrail audit, Clock clock) {}

  private final Logger log = LoggerFactory.getLogger(getClass());
  private final ConfigurationTable<T> table;
  private final Names names;
  private final Rules<T> rules;
  private final Keeping keeping;

  protected SealedConfigurations(
      ConfigurationTable<T> table, Names names, Rules<T> rules, Keeping keeping) {
    this.table = table;
    this.names = names;
    this.rules = rules;
    this.keeping = keeping;
  }

  /** The id's problems: empty when a new configuration may have it. */
  protected abstract List<Problem> checkId(String id);

  /** What a change leaves stale; nothing unless a kind says. */
  protected void changed(T before, T after) {}

  /** What a deletion leaves stale; nothing unless a kind says. */
  protected void deleted(T before) {}

  @Transactional(readOnly = true)
  public List<View<T>> list() {
    return table.all().stream().map(this::view).toList();
  }

  @Transactional(readOnly = true)
  public View<T> get(String id) {
    return view(stored(id));
  }

  /**
   * Creates the configuration, its secret sealed (required or not as the kind says).
   *
   * @throws PlatformException 400 listing every problem, 409 when the id is taken
   */
  @Transactional
  public View<T> create(String id, T c, String secret, String actor) {
    List<Problem> problems = new ArrayList<>(checkId(id));
    problems.addAll(checked(c));
    if (names.secretRequired() && blank(secret)) {
      problems.add(
          Problem.at(names.secretField(), CoreErrors.CORE_FIELD_REQUIRED, names.secretField()));
    }
    PlatformException.throwIfAny(problems);
    String stored = blank(secret) ? null : keeping.key().sealIfEncrypting(secret);
    if (!table.insert(id, c, stored, actor, now())) {
      throw new PlatformException(names.exists(), id);
    }
    audited("CREATE", "created", id, id, actor, Map.of(names.subject(), rules.subject().apply(c)));
    return get(id);
  }

  /**
   * Replaces the configuration; a secret absent keeps the stored one (which must be typed again
   * when the change moves it, see {@link Rules#movesSecret}).
   *
   * @param version the version read; null: whichever is stored
   * @throws PlatformException 400 listing every problem, 404, 409 when changed meanwhile
   */
  @Transactional
  public View<T> update(String id, T c, String secret, Long version, String actor) {
    Stored<T> current = stored(id);
    boolean typed = !blank(secret);
    List<Problem> problems = checked(c);
    if (problems.isEmpty()
        && !typed
        && (names.secretRequired() || current.storedSecret() != null)
        && rules.movesSecret().test(c, current.configuration())) {
      problems.add(Problem.at(names.secretField(), names.secretAgain()));
    }
    PlatformException.throwIfAny(problems);
    if (version != null && version != current.version()) {
      throw new PlatformException(CoreErrors.CORE_STALE_VERSION, id, version, current.version());
    }
    String stored = typed ? keeping.key().sealIfEncrypting(secret) : current.storedSecret();
    if (!table.update(current.id(), c, stored, current.version(), actor, now())) {
      throw new PlatformException(
          CoreErrors.CORE_STALE_VERSION, id, current.version(), current.version() + 1);
    }
    changed(current.configuration(), c);
    String kept = typed ? "changed" : "kept";
    Map<String, String> details =
        Map.of(names.subject(), rules.subject().apply(c), names.secretDetail(), kept);
    audited("UPDATE", "changed", id, current.id(), actor, details);
    return get(current.id());
  }

  /**
   * Deletes the configuration.
   *
   * @throws PlatformException 404
   */
  @Transactional
  public void delete(String id, String actor) {
    Stored<T> current = stored(id);
    table.delete(current.id());
    deleted(current.configuration());
    audited("DELETE", "deleted", id, current.id(), actor, Map.of());
  }

  /** Every stored configuration. */
  protected List<Stored<T>> all() {
    return table.all();
  }

  /**
   * The stored configuration of this id (its case aside).
   *
   * @throws PlatformException 404
   */
  protected Stored<T> stored(String id) {
    return table.find(id).orElseThrow(() -> new PlatformException(names.notFound(), id));
  }

  /**
   * The stored secret opened; empty when there is none or the platform key changed since it was
   * sealed.
   */
  protected Optional<String> opened(Stored<T> s) {
    try {
      return Optional.ofNullable(keeping.key().open(s.storedSecret()));
    } catch (IllegalStateException e) {
      return Optional.empty();
    }
  }

  /** Logs the change as asked ({@code id}) and audits it on the stored id ({@code subject}). */
  private void audited(
      String event,
      String done,
      String id,
      String subject,
      String actor,
      Map<String, String> details) {
    log.info("{} {} {} by {}", names.shown(), id, done, actor);
    keeping.audit().change(names.audit() + "_" + event, actor, subject, details);
  }

  private List<Problem> checked(T c) {
    List<Problem> problems = new ArrayList<>(rules.check().apply(c));
    for (String role : keeping.roles().missing(rules.roleNames().apply(c))) {
      problems.add(Problem.at(names.rolesField(), CoreErrors.CORE_ROLE_NOT_FOUND, role));
    }
    return problems;
  }

  private View<T> view(Stored<T> s) {
    return new View<>(
        s.id(),
        s.configuration(),
        s.version(),
        s.createdBy(),
        s.createDate(),
        s.updatedBy(),
        s.updateDate(),
        s.storedSecret() != null,
        PlatformKey.sealed(s.storedSecret()),
        opened(s).isPresent() || s.storedSecret() == null);
  }

  private OffsetDateTime now() {
    return OffsetDateTime.now(keeping.clock()).truncatedTo(ChronoUnit.MILLIS);
  }

  private static boolean blank(String secret) {
    return secret == null || secret.isEmpty();
  }
}
