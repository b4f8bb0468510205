package org.platform.mdm.process;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.CleanupMode;
import org.junit.jupiter.api.io.TempDir;
import org.platform.testpeers.OidcProvider;

/**
 * The web UI in a real headless Chromium, against a server started from the packaged jar (which
 * serves the UI the build put into it): the Playwright tests of {@code src/main/ui/e2e}, run with
 * npm's Playwright driving Debian's {@code chromium} (installed with apt-get when missing and this
 * runs as root). They load their data through the API, log in as admin, and keep their screenshots
 * in {@code target/ui-e2e/screenshots}; their report is {@code target/ui-e2e/report.txt}. They
 * learn the server's data directory ({@code PLATFORM_DATA_DIR}) to reach its embedded PostgreSQL.
 * Their single sign-on signs in with an OpenID Connect provider started here ({@link
 * OidcProvider}).
 */
class UiBrowserIT {

  private static final Duration TIMEOUT = Duration.ofMinutes(25);
  private static final Path UI = Path.of("src", "main", "ui");
  private static final Path REPORT = Path.of("target", "ui-e2e", "report.txt");

  @TempDir(cleanup = CleanupMode.ON_SUCCESS)
  Path work;

  @Test
  void theBrowserTestsPassAgainstThePackagedServer() throws IOException, InterruptedException {
    Prerequisites.ensureInstalled("chromium", "the web UI's browser tests");
    String password = "ui-" + UUID.randomUUID();
    try (OidcProvider provider = OidcProvider.start().withDemoUsers();
        ServerProcess server =
            ServerProcess.start(
                work.resolve("server"), Map.of("PLATFORM_ADMIN_PASSWORD", password))) {
      provider.allowRedirect(
          "http://localhost:" + server.port() + "/api/v2/core/authentication/login?source=oauth2");
      Files.createDirectories(REPORT.getParent());
      ProcessBuilder playwright =
          new ProcessBuilder("npx", "--no-install", "playwright", "test")
              .directory(UI.toFile())
              .redirectErrorStream(true)
              .redirectOutput(REPORT.toFile());
      playwright.environment().put("PLATFORM_URL", "http://localhost:" + server.port());
      playwright.environment().put("PLATFORM_ADMIN_PASSWORD", password);
      // The data governance specs' crawlers read the server's own embedded PostgreSQL: its port
      // and password are in the data directory.
      playwright
          .environment()
          .put("PLATFORM_DATA_DIR", server.dataDir().toAbsolutePath().toString());
      playwright.environment().put("OIDC_ISSUER", provider.issuer());
      playwright.environment().put("CI", "true");
      Process run = playwright.start();
      if (!run.waitFor(TIMEOUT.toSeconds(), TimeUnit.SECONDS)) {
        run.destroyForcibly();
      }
      String report = Files.readString(REPORT, StandardCharsets.UTF_8);
      assertThat(run.isAlive() ? -1 : run.exitValue())
          .as(
              "Playwright's report (%s):%n%s%nThe server's log ends:%n%s",
              REPORT, report, server.logTail(40))
          .isZero();
      assertThat(report).contains("passed").doesNotContain("failed").doesNotContain("skipped");
    }
  }
}
