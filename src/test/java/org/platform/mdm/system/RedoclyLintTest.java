package org.platform.mdm.system;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.platform.mdm.testsupport.ApiTest;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * Every module document passes Redocly's recommended rules with no error, as an integration
 * engineer's tooling would check it. The Redocly CLI (a pinned version from the npm registry) is
 * installed into {@code target/redocly} by the test itself on its first run; Node.js 20 and npm are
 * prerequisites of the build (README).
 */
class RedoclyLintTest extends ApiTest {

  static final String REDOCLY = "@redocly/cli@2.77.0";
  static final Path HOME = Path.of("target", "redocly");

  @Autowired List<ApiModule> modules;

  @Test
  void everyModuleDocumentHasNoErrorUnderTheRecommendedRules() throws Exception {
    Path cli = installed();
    Path documents = Files.createDirectories(HOME.resolve("documents"));
    List<String> files = new ArrayList<>();
    for (ApiModule module : modules) {
      Path file = documents.resolve(module.group() + ".json");
      Files.writeString(file, anonymous().get(module.root() + "/openapi.json").text());
      files.add(file.toAbsolutePath().toString());
    }
    // The one exception: the spec names DELETE /api/v1/data/clean/crawler-instance/ verbatim, with
    // its trailing slash; the ignore file lets exactly that path through that one rule.
    Files.writeString(
        HOME.resolve(".redocly.lint-ignore.yaml"),
        """
        documents/data-clean.json:
          no-path-trailing-slash:
            - '#/paths/~1api~1v1~1data~1clean~1crawler-instance~1'
        """);
    List<String> command =
        new ArrayList<>(List.of(cli.toString(), "lint", "--extends", "recommended"));
    command.addAll(files);
    Run lint = run(command, HOME);
    assertThat(lint.exit()).as(lint.output()).isZero();
    assertThat(lint.output()).as(lint.output()).doesNotContain("error was generated");
    assertThat(lint.output()).as(lint.output()).contains("Your API descriptions are valid");
    for (ApiModule module : modules) {
      assertThat(lint.output())
          .as(lint.output())
          .contains("documents/" + module.group() + ".json: validated");
    }
  }

  private static Path installed() throws Exception {
    Path cli = HOME.resolve("node_modules/.bin/redocly").toAbsolutePath();
    if (Files.isExecutable(cli)) {
      return cli;
    }
    Files.createDirectories(HOME);
    Run install =
        run(List.of("npm", "install", "--no-audit", "--no-fund", "--prefix", ".", REDOCLY), HOME);
    assertThat(install.exit())
        .as("npm install " + REDOCLY + " (Node.js 20 and npm are needed): " + install.output())
        .isZero();
    return cli;
  }

  private record Run(int exit, String output) {}

  private static Run run(List<String> command, Path directory)
      throws IOException, InterruptedException {
    Process process =
        new ProcessBuilder(command).directory(directory.toFile()).redirectErrorStream(true).start();
    process.getOutputStream().close();
    byte[] output = process.getInputStream().readAllBytes();
    if (!process.waitFor(5, TimeUnit.MINUTES)) {
      process.destroyForcibly();
      throw new IllegalStateException(command + " did not finish");
    }
    return new Run(process.exitValue(), new String(output, StandardCharsets.UTF_8));
  }
}
