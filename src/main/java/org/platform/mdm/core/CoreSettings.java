package org.platform.mdm.core;

import java.time.Duration;
import java.util.List;
import org.platform.mdm.system.SettingDefinition;
import org.platform.mdm.system.SettingType;
import org.platform.mdm.system.Settings;
import org.platform.mdm.system.SettingsCatalog;
import org.springframework.context.annotation.Lazy;
import org.springframework.stereotype.Component;
import org.springframework.util.unit.DataSize;

/** Settings of the core module, with typed accessors for the values read at run time. */
@Component
public class CoreSettings implements SettingsCatalog {

  public static final SettingDefinition<Duration> TOKEN_TTL =
      SettingDefinition.builder(
              CoreErrors.MODULE_ID,
              "org.platform.mdm.core.authentication.token.ttl",
              SettingType.DURATION,
              Duration.ofMinutes(30))
          .env("PLATFORM_TOKEN_TTL")
          .editable()
          .build();

  /** The first administrator's password; read once, at the first start. */
  public static final SettingDefinition<String> ADMIN_PASSWORD =
      SettingDefinition.builder(
              CoreErrors.MODULE_ID,
              "org.platform.mdm.core.admin.password",
              SettingType.STRING,
              null)
          .env("PLATFORM_ADMIN_PASSWORD")
          .secret()
          .build();

  /** The spec's limit of files in one file-array attribute. */
  public static final SettingDefinition<Integer> FILE_MAX_COUNT =
      SettingDefinition.builder(
              CoreErrors.MODULE_ID,
              "org.platform.mdm.core.file.max.count",
              SettingType.integerAtLeast(1),
              10)
          .editable()
          .build();

  /** Where uploads larger than the memory threshold are kept until stored; empty = the JVM's. */
  public static final SettingDefinition<String> UPLOAD_DIRECTORY =
      SettingDefinition.builder(
              CoreErrors.MODULE_ID,
              "org.platform.mdm.core.upload.attachment.directory",
              SettingType.STRING,
              "")
          .editable()
          .build();

  /** Uploads up to this size are kept in memory until stored; larger ones in a temporary file. */
  public static final SettingDefinition<DataSize> UPLOAD_MEMORY_THRESHOLD =
      SettingDefinition.builder(
              CoreErrors.MODULE_ID,
              "org.platform.mdm.core.upload.attachment.memory.threshold",
              SettingType.DATA_SIZE,
              DataSize.ofMegabytes(1))
          .editable()
          .build();

  /** The largest upload: a larger one is refused with 413. */
  public static final SettingDefinition<DataSize> UPLOAD_MAX_SIZE =
      SettingDefinition.builder(
              CoreErrors.MODULE_ID,
              "org.platform.mdm.core.upload.attachment.max.size",
              SettingType.DATA_SIZE,
              DataSize.ofMegabytes(100))
          .editable()
          .build();

  /** Consecutive failed logins of a user name (or address) after which each try must wait. */
  public static final SettingDefinition<Integer> LOGIN_DELAY_AFTER =
      SettingDefinition.builder(
              CoreErrors.MODULE_ID,
              "org.platform.mdm.core.login.delay-after",
              SettingType.integerAtLeast(1),
              3)
          .editable()
          .build();

  /** The first wait; each further failure doubles it, up to a minute. */
  public static final SettingDefinition<Duration> LOGIN_DELAY =
      SettingDefinition.builder(
              CoreErrors.MODULE_ID,
              "org.platform.mdm.core.login.delay",
              SettingType.DURATION,
              Duration.ofSeconds(1))
          .editable()
          .build();

  /** Failed logins of one user name within the lock duration that lock it. */
  public static final SettingDefinition<Integer> LOGIN_LOCK_AFTER =
      SettingDefinition.builder(
              CoreErrors.MODULE_ID,
              "org.platform.mdm.core.login.lock-after",
              SettingType.integerAtLeast(1),
              10)
          .editable()
          .build();

  /**
   * Failed logins from one client address within the lock duration after which each further failed
   * try from it is answered only after {@link #LOGIN_ADDRESS_DELAY}: a slow-down, never a lock (a
   * right password of an account that is not locked always logs in).
   */
  public static final SettingDefinition<Integer> LOGIN_ADDRESS_SLOW_AFTER =
      SettingDefinition.builder(
              CoreErrors.MODULE_ID,
              "org.platform.mdm.core.login.address-slow-after",
              SettingType.integerAtLeast(1),
              100)
          .editable()
          .build();

  /**
   * How long a failed try from a client address past its slow-down threshold waits for its answer.
   */
  public static final SettingDefinition<Duration> LOGIN_ADDRESS_DELAY =
      SettingDefinition.builder(
              CoreErrors.MODULE_ID,
              "org.platform.mdm.core.login.address-delay",
              SettingType.DURATION,
              Duration.ofSeconds(1))
          .editable()
          .build();

  /**
   * The reverse proxies whose forwarded addresses ({@code Forwarded}, {@code X-Forwarded-For}) are
   * believed: addresses and CIDR ranges, separated by commas; empty = none, the socket's address is
   * the client's.
   */
  public static final SettingDefinition<String> TRUSTED_PROXIES =
      SettingDefinition.builder(
              CoreErrors.MODULE_ID,
              "org.platform.mdm.core.security.trusted.proxies",
              SettingType.checkedString(ClientAddresses::check),
              "")
          .env("PLATFORM_TRUSTED_PROXIES")
          .editable()
          .build();

  /** How long a lock lasts, and the window failures are counted in. */
  public static final SettingDefinition<Duration> LOGIN_LOCK_DURATION =
      SettingDefinition.builder(
              CoreErrors.MODULE_ID,
              "org.platform.mdm.core.login.lock-duration",
              SettingType.DURATION,
              Duration.ofMinutes(15))
          .editable()
          .build();

  /** How long audit events are kept. */
  public static final SettingDefinition<Duration> AUDIT_RETENTION =
      SettingDefinition.builder(
              CoreErrors.MODULE_ID,
              "org.platform.mdm.core.audit.retention",
              SettingType.DURATION,
              Duration.ofDays(365))
          .editable()
          .build();

  /** How long notifications to users are kept, read or not. */
  public static final SettingDefinition<Duration> USER_NOTIFICATION_RETENTION =
      SettingDefinition.builder(
              CoreErrors.MODULE_ID,
              "org.platform.mdm.core.user-notifications.retention",
              SettingType.DURATION,
              Duration.ofDays(30))
          .editable()
          .build();

  private final Settings settings;

  CoreSettings(@Lazy Settings settings) {
    this.settings = settings;
  }

  @Override
  public List<SettingDefinition<?>> definitions() {
    return List.of(
        TOKEN_TTL,
        ADMIN_PASSWORD,
        FILE_MAX_COUNT,
        UPLOAD_DIRECTORY,
        UPLOAD_MEMORY_THRESHOLD,
        UPLOAD_MAX_SIZE,
        LOGIN_DELAY_AFTER,
        LOGIN_DELAY,
        LOGIN_LOCK_AFTER,
        LOGIN_ADDRESS_SLOW_AFTER,
        LOGIN_ADDRESS_DELAY,
        TRUSTED_PROXIES,
        LOGIN_LOCK_DURATION,
        AUDIT_RETENTION,
        USER_NOTIFICATION_RETENTION);
  }

  public <T> T get(SettingDefinition<T> definition) {
    return settings.get(definition);
  }

  public Duration auditRetention() {
    return settings.get(AUDIT_RETENTION);
  }

  public Duration tokenTtl() {
    return settings.get(TOKEN_TTL);
  }

  public long uploadMaxSize() {
    return settings.get(UPLOAD_MAX_SIZE).toBytes();
  }

  public long uploadMemoryThreshold() {
    return settings.get(UPLOAD_MEMORY_THRESHOLD).toBytes();
  }

  /** The directory of temporary upload files. */
  public java.nio.file.Path uploadDirectory() {
    String directory = settings.get(UPLOAD_DIRECTORY);
    return java.nio.file.Path.of(
        directory == null || directory.isBlank()
            ? System.getProperty("java.io.tmpdir")
            : directory);
  }

  public String adminPassword() {
    return settings.get(ADMIN_PASSWORD);
  }
}
