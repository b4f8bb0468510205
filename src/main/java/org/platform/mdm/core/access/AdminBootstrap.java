package org.platform.mdm.core.access;

import java.security.SecureRandom;
import java.time.Clock;
import java.time.OffsetDateTime;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Map;
import org.platform.mdm.core.CoreSettings;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.boot.ApplicationArguments;
import org.springframework.boot.ApplicationRunner;
import org.springframework.security.crypto.password.PasswordEncoder;
import org.springframework.stereotype.Component;
import org.springframework.transaction.annotation.Transactional;

/**
 * Creates user {@code admin} with role ADMIN on the first start: with the password in {@code
 * PLATFORM_ADMIN_PASSWORD}, or a random one printed once in the log. Later starts change nothing,
 * whatever the variable says. Several nodes starting together create the user once.
 */
@Component
class AdminBootstrap implements ApplicationRunner {

  static final String ADMIN = "admin";
  private static final Logger log = LoggerFactory.getLogger(AdminBootstrap.class);
  private static final String ALPHABET =
      "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789";

  private final UserRepository users;
  private final PasswordEncoder passwords;
  private final CoreSettings settings;
  private final Clock clock;

  AdminBootstrap(
      UserRepository users, PasswordEncoder passwords, CoreSettings settings, Clock clock) {
    this.users = users;
    this.passwords = passwords;
    this.settings = settings;
    this.clock = clock;
  }

  @Override
  @Transactional
  public void run(ApplicationArguments args) {
    if (users.find(ADMIN).isPresent()) {
      return;
    }
    String given = settings.adminPassword();
    boolean generated = given == null || given.isBlank();
    String password = generated ? randomPassword() : given;
    UserAccount admin =
        new UserAccount(
            ADMIN,
            "Administrator",
            null,
            "en",
            true,
            List.of(),
            Map.of(),
            "system",
            OffsetDateTime.now(clock).truncatedTo(ChronoUnit.MILLIS),
            null,
            null,
            1,
            List.of(),
            null);
    if (!users.insert(admin, passwords.encode(password))) {
      return; // another node created it first
    }
    users.replaceRoles(ADMIN, List.of("ADMIN"));
    if (generated) {
      log.warn(
          """

          ==========================================================================
          Created user 'admin' with the generated password: {}
          This is the only time it is shown. Log in and change it, or set
          PLATFORM_ADMIN_PASSWORD before the first start.
          ==========================================================================""",
          password);
    } else {
      log.info(
          "Created user 'admin' with the configured password (org.platform.mdm.core.admin.password,"
              + " PLATFORM_ADMIN_PASSWORD)");
    }
  }

  private static String randomPassword() {
    SecureRandom random = new SecureRandom();
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < 20; i++) {
      sb.append(ALPHABET.charAt(random.nextInt(ALPHABET.length())));
    }
    return sb.toString();
  }
}
