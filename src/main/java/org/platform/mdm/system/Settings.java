package org.platform.mdm.system;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import org.platform.mdm.system.setting.RuntimeValueStore;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.core.Ordered;
import org.springframework.core.env.Environment;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;
import org.springframework.transaction.support.TransactionSynchronization;
import org.springframework.transaction.support.TransactionSynchronizationManager;

/**
 * The settings registry. A value is resolved, first match wins, from: a run-time value set through
 * the system-parameters API (editable settings only), a Java system property with the setting's
 * name, the environment variable the spec names, Spring's environment ({@code application.yml} and
 * the relaxed environment-variable form of the name), the default in code.
 *
 * <p>Run-time values are cached for {@link #REFRESH} so that every node of a cluster sees a change
 * within that time; the node that made the change sees it at once: its cache is dropped when the
 * change commits, and a copy another thread loaded before the commit is not kept.
 */
@Service
public class Settings {

  static final Duration REFRESH = Duration.ofSeconds(5);
  private static final Logger log = LoggerFactory.getLogger(Settings.class);

  private final Map<String, SettingDefinition<?>> definitions = new LinkedHashMap<>();
  private final Environment environment;
  private final RuntimeValueStore store;
  private final PlatformKey key;
  private final ApplicationEventPublisher events;
  private volatile Snapshot snapshot;
  // Bumped by every change, once more when it commits: a snapshot loaded under an older number
  // (by a thread that read the table while the change was not yet committed) is loaded again.
  private final AtomicLong generation = new AtomicLong();
  // The configured values (system properties, environment, configuration files) are fixed for the
  // life of the process; resolving one through Spring's environment costs microseconds, and a
  // record write reads settings on every request.
  private final Map<String, Resolved> configured = new ConcurrentHashMap<>();

  public Settings(
      List<SettingsCatalog> catalogs,
      Environment environment,
      RuntimeValueStore store,
      ApplicationEventPublisher events,
      PlatformKey key) {
    this.key = key;
    this.environment = environment;
    this.store = store;
    this.events = events;
    catalogs.stream()
        .flatMap(c -> c.definitions().stream())
        .sorted(Comparator.comparing(SettingDefinition::name))
        .forEach(this::register);
    definitions.values().forEach(this::checkConfiguredValue);
  }

  /** The current value of a setting. */
  public <T> T get(SettingDefinition<T> definition) {
    Resolved resolved = resolve(definition);
    return resolved.text == null
        ? definition.defaultValue()
        : definition.type().parse(resolved.text);
  }

  /** Every visible setting, sorted by name. */
  public List<SettingView> list() {
    return definitions.values().stream().filter(d -> !d.hidden()).map(this::view).toList();
  }

  /**
   * Sets run-time values of editable settings, all or none. A null value removes the run-time
   * value, so the configured one applies again.
   *
   * @throws PlatformException naming every unknown, non-editable or invalid entry
   */
  @Transactional
  public void update(Map<String, String> changes, String user) {
    List<Problem> unknown = new ArrayList<>();
    List<Problem> invalid = new ArrayList<>();
    changes.forEach(
        (name, value) -> {
          SettingDefinition<?> d = definitions.get(name);
          if (d == null || d.hidden()) {
            unknown.add(Problem.at(name, SystemErrors.SYSTEM_PARAMETER_UNKNOWN, name));
          } else if (!d.editable()) {
            invalid.add(Problem.at(name, SystemErrors.SYSTEM_PARAMETER_NOT_EDITABLE, name));
          } else if (value != null && !parses(d, value)) {
            invalid.add(
                Problem.at(
                    name, SystemErrors.SYSTEM_PARAMETER_INVALID_VALUE, name, d.type().expected()));
          }
        });
    PlatformException.throwIfAny(unknown);
    PlatformException.throwIfAny(invalid);
    List<ParametersChanged.Change> told = new ArrayList<>();
    changes.forEach(
        (name, value) -> {
          SettingDefinition<?> d = definitions.get(name);
          if (value == null) {
            store.remove(name);
          } else {
            store.put(name, d.secret() ? key.seal(value) : value, user);
          }
          told.add(
              new ParametersChanged.Change(
                  name, d.secret() ? null : value, d.secret(), value == null));
          if (d.secret()) {
            log.info("Parameter {} changed by {}", name, user);
          } else {
            log.info("Parameter {} changed to '{}' by {}", name, value, user);
          }
        });
    invalidate();
    if (TransactionSynchronizationManager.isSynchronizationActive()) {
      // Before the listeners of the change run after the commit, so that they read the new values,
      // not a copy another thread loaded before the commit.
      TransactionSynchronizationManager.registerSynchronization(
          new TransactionSynchronization() {
            @Override
            public int getOrder() {
              return Ordered.HIGHEST_PRECEDENCE;
            }

            @Override
            public void afterCompletion(int status) {
              invalidate();
            }
          });
    }
    events.publishEvent(new ParametersChanged(List.copyOf(told), user));
  }

  private void invalidate() {
    generation.incrementAndGet();
    snapshot = null;
  }

  private void register(SettingDefinition<?> definition) {
    if (definitions.putIfAbsent(definition.name(), definition) != null) {
      throw new IllegalStateException("Setting " + definition.name() + " is defined twice");
    }
  }

  private void checkConfiguredValue(SettingDefinition<?> definition) {
    Resolved configured = configured(definition);
    if (configured.text != null && !parses(definition, configured.text)) {
      // Never echo the value: it may be a secret.
      throw new IllegalStateException(
          "Setting "
              + definition.name()
              + " from "
              + configured.source
              + " is not a valid "
              + definition.type().expected());
    }
  }

  private SettingView view(SettingDefinition<?> d) {
    Resolved resolved = resolve(d);
    String defaultText = d.defaultValue() == null ? null : String.valueOf(d.defaultValue());
    boolean hasValue = resolved.text != null || d.defaultValue() != null;
    String value = resolved.text != null ? resolved.text : defaultText;
    return new SettingView(
        d.name(),
        d.moduleId(),
        d.type().name(),
        d.secret() ? null : value,
        d.secret() ? null : defaultText,
        hasValue,
        resolved.source,
        d.editable(),
        d.secret(),
        d.envVariable());
  }

  private Resolved resolve(SettingDefinition<?> definition) {
    if (definition.editable()) {
      String runtime = runtimeValues().get(definition.name());
      if (runtime != null && parses(definition, runtime)) {
        return new Resolved(runtime, SettingSource.RUNTIME);
      }
    }
    return configured(definition);
  }

  private Resolved configured(SettingDefinition<?> definition) {
    return configured.computeIfAbsent(definition.name(), n -> configured(environment, definition));
  }

  /**
   * The configured value of a setting as text (run-time values aside), for code that runs before
   * the registry exists, such as the embedded database; null when only the default applies.
   */
  public static String configuredText(Environment environment, SettingDefinition<?> definition) {
    return configured(environment, definition).text;
  }

  /** The configured value of a setting, typed; the default when none is configured. */
  public static <T> T configuredValue(Environment environment, SettingDefinition<T> definition) {
    String text = configuredText(environment, definition);
    return text == null ? definition.defaultValue() : definition.type().parse(text);
  }

  private static Resolved configured(Environment environment, SettingDefinition<?> definition) {
    String property = System.getProperty(definition.name());
    if (property != null) {
      return new Resolved(property, SettingSource.SYSTEM_PROPERTY);
    }
    if (definition.envVariable() != null) {
      String env = System.getenv(definition.envVariable());
      if (env != null) {
        return new Resolved(env, SettingSource.ENVIRONMENT);
      }
    }
    String value = environment.getProperty(definition.name());
    if (value != null) {
      boolean fromEnv = System.getenv(relaxedEnvName(definition.name())) != null;
      return new Resolved(value, fromEnv ? SettingSource.ENVIRONMENT : SettingSource.CONFIGURATION);
    }
    return new Resolved(null, SettingSource.DEFAULT);
  }

  static String relaxedEnvName(String name) {
    return name.replace('.', '_').replace('-', '_').toUpperCase(java.util.Locale.ROOT);
  }

  private Map<String, String> runtimeValues() {
    Snapshot current = snapshot;
    long now = System.nanoTime();
    long loading = generation.get();
    if (current == null
        || current.generation != loading
        || now - current.loadedAt > REFRESH.toNanos()) {
      current = new Snapshot(opened(store.all()), now, loading);
      snapshot = current;
    }
    return current.values;
  }

  /**
   * The stored values with the secrets decrypted; one that the platform key cannot open is left out
   * (its configured value applies) and said in the log, by name only.
   */
  private Map<String, String> opened(Map<String, String> stored) {
    Map<String, String> values = new java.util.HashMap<>();
    stored.forEach(
        (name, value) -> {
          try {
            SettingDefinition<?> d = definitions.get(name);
            values.put(name, d != null && d.secret() ? key.open(value) : value);
          } catch (IllegalStateException e) {
            log.error("Parameter {} cannot be read: {}", name, e.getMessage());
          }
        });
    return values;
  }

  private static boolean parses(SettingDefinition<?> definition, String text) {
    try {
      definition.type().parse(text);
      return true;
    } catch (IllegalArgumentException e) {
      return false;
    }
  }

  private record Resolved(String text, SettingSource source) {}

  private record Snapshot(Map<String, String> values, long loadedAt, long generation) {}
}
