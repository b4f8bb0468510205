package org.platform.mdm.process;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.CleanupMode;
import org.junit.jupiter.api.io.TempDir;

/**
 * The README's walkthrough, run as a reader runs it: its {@code bash} blocks, in order, in one bash
 * shell, in an empty folder, against a server freshly started from the packaged jar.
 *
 * <p>The rules, which the README states at the top of its walkthrough:
 *
 * <ul>
 *   <li>Only blocks fenced as {@code ```bash} run. Blocks that start a server or depend on the
 *       reader's machine ({@code mvn spring-boot:run}, {@code java -jar}, an external PostgreSQL)
 *       are fenced {@code ```sh}, and a {@code ```bash} block that starts one fails this test.
 *   <li>The blocks run under {@code set -euo pipefail}: a command that fails stops the run, and the
 *       failure names the block and its README line.
 *   <li>A line {@code # → text} in a block claims that the block prints the line {@code text}; a
 *       block's claims must appear among its output lines, in their order.
 *   <li>A command that prints an HTTP status ({@code -w '%{http_code}'}) must be followed by a
 *       claim of that status: an error shown on purpose says which status it answers.
 *   <li>Before the walkthrough, the README's {@code ```sh} block that starts its test identity
 *       provider ({@code exec:java}) runs as written, from the project's folder, as the reader runs
 *       it in a second terminal ({@link ReadmeProviderCommand}); it is stopped at the end.
 *   <li>The blocks name the server as {@code http://localhost:8080}; this test substitutes the port
 *       of the server it started. The admin password comes from {@code PLATFORM_ADMIN_PASSWORD},
 *       which both the server and the shell get, as the README's first block reads it.
 * </ul>
 *
 * <p>{@code curl} and {@code jq} are prerequisites of the walkthrough: when one is missing, the
 * test installs it with {@code apt-get} if it runs as root, and otherwise fails saying what to
 * install.
 */
class ReadmeIT {

  private static final Duration WALKTHROUGH_TIMEOUT = Duration.ofMinutes(5);
  private static final String CLAIM = "# → ";
  private static final Pattern STATUS = Pattern.compile("\\d{3}");
  private static final Pattern STARTS_A_SERVER =
      Pattern.compile("\\bmvn\\b|java\\s+-jar|SPRING_DATASOURCE_URL");

  @TempDir(cleanup = CleanupMode.ON_SUCCESS)
  Path work;

  /** A fenced block of the README: its language, the README line of its first line, its text. */
  record Block(String language, int line, List<String> lines) {

    List<String> claims() {
      return lines.stream().filter(l -> l.startsWith(CLAIM)).map(l -> l.substring(4)).toList();
    }

    String where() {
      return "the bash block at README.md line " + line;
    }
  }

  @Test
  void everyBashBlockOfTheReadmeRunsInOrderAgainstAFreshServerAndPrintsWhatItClaims()
      throws IOException, InterruptedException {
    Prerequisites.ensureInstalled("curl", "the README's walkthrough");
    Prerequisites.ensureInstalled("jq", "the README's walkthrough");
    Prerequisites.ensureInstalled("slapd", "-VV", "the README's directory sign-in");
    for (String kerberos : List.of("krb5-kdc", "krb5-admin-server", "krb5-user")) {
      Prerequisites.ensurePackage(kerberos, "the README's Kerberos sign-on");
    }
    List<Block> all = blocks(readme());
    List<Block> walkthrough = all.stream().filter(b -> b.language().equals("bash")).toList();
    String providerCommand = ReadmeProviderCommand.commandOf(all);
    assertThat(walkthrough).as("bash blocks of the README").hasSizeGreaterThan(10);
    for (Block block : walkthrough) {
      checkRunnable(block);
    }

    String password = "readme-" + UUID.randomUUID();
    // The README's identity provider, started by the README's own command in the project's folder
    // before the walkthrough (as the README tells the reader), sending back to this server.
    try (ServerProcess server =
            ServerProcess.start(
                work.resolve("server"), Map.of("PLATFORM_ADMIN_PASSWORD", password));
        ReadmeProviderCommand provider =
            ReadmeProviderCommand.start(
                providerCommand, server.port(), project(), Files.createDirectories(work))) {
      Path folder = Files.createDirectories(work.resolve("reader"));
      Walk walk;
      try {
        walk = walk(walkthrough, server.port(), password, folder);
      } finally {
        stopDirectory(folder);
      }

      for (int i = 0; i < walkthrough.size(); i++) {
        Block block = walkthrough.get(i);
        List<String> output = walk.stdout().getOrDefault(i, List.of());
        if (walk.exitCode() != 0 && !walk.stdout().containsKey(i + 1)) {
          fail(
              "%s failed (exit %d) near README.md line %s.%nIts output:%n%s%nIts errors:%n%s",
              block.where(),
              walk.exitCode(),
              walk.failedLine(),
              String.join("\n", output),
              walk.stderr());
        }
        assertClaims(block, output);
      }
      assertThat(walk.exitCode()).as("exit code of the walkthrough").isZero();
      assertThat(provider.running())
          .as("the README's identity provider, left running until the walkthrough's end")
          .isTrue();

      // The walkthrough's last section changed the admin password: the server says so too.
      assertThat(server.login("admin", password).status()).isEqualTo(401);
      assertThat(server.login("admin", "choose-a-long-password").status()).isEqualTo(200);
    }
  }

  /**
   * Stops the walkthrough's OpenLDAP and Kerberos KDC when the walkthrough did not reach its end,
   * where it stops them (a server left running would hold its port for the next run).
   */
  private static void stopDirectory(Path folder) throws IOException, InterruptedException {
    for (Path pidFile :
        List.of(
            folder.resolve("ldap").resolve("slapd.pid"),
            folder.resolve("krb").resolve("kdc.pid"))) {
      if (Files.exists(pidFile)) {
        new ProcessBuilder("kill", Files.readString(pidFile).strip()).start().waitFor();
      }
    }
  }

  // ---------------------------------------------------------------------------------------------
  // The README

  private static Path project() {
    return Path.of(System.getProperty("basedir", ".")).toAbsolutePath().normalize();
  }

  private static Path readme() {
    Path readme = project().resolve("README.md");
    assertThat(readme).as("the project's README").isRegularFile();
    return readme;
  }

  /** Every fenced block of a Markdown file, with its language (empty when none is given). */
  static List<Block> blocks(Path markdown) throws IOException {
    List<String> lines = Files.readAllLines(markdown, StandardCharsets.UTF_8);
    List<Block> blocks = new ArrayList<>();
    String language = null;
    int start = 0;
    List<String> body = new ArrayList<>();
    for (int i = 0; i < lines.size(); i++) {
      String line = lines.get(i);
      if (language == null && line.startsWith("```")) {
        language = line.substring(3).trim();
        start = i + 2; // README lines count from 1; the block starts after the fence
        body = new ArrayList<>();
      } else if (language != null && line.strip().equals("```")) {
        blocks.add(new Block(language, start, List.copyOf(body)));
        language = null;
      } else if (language != null) {
        body.add(line);
      }
    }
    assertThat(language).as("a fenced block of %s is not closed", markdown).isNull();
    return blocks;
  }

  /** A {@code while} or {@code until} loop: the README's polls go through its bounded waiting. */
  private static final java.util.regex.Pattern UNBOUNDED_LOOP =
      java.util.regex.Pattern.compile("^\\s*(while|until)\\s");

  /** The rules a bash block must follow before anything runs. */
  private static void checkRunnable(Block block) {
    boolean statusPending = false;
    for (String line : block.lines()) {
      if (!line.startsWith("#") && STARTS_A_SERVER.matcher(line).find()) {
        fail(
            "%s starts a server or needs the reader's machine (%s): fence it as ```sh",
            block.where(), line.strip());
      }
      if (UNBOUNDED_LOOP.matcher(line).find()) {
        fail(
            "%s polls with a loop that may never end (%s): follow background work with"
                + " `waiting WHAT CHECK`, which gives up after two minutes and says so",
            block.where(), line.strip());
      }
      if (line.contains("%{http_code}")) {
        assertThat(statusPending)
            .as("%s prints a status without a '# → <status>' line after it", block.where())
            .isFalse();
        statusPending = true;
      } else if (line.startsWith(CLAIM) && statusPending) {
        assertThat(line.substring(4))
            .as("%s: the line after a printed status states it", block.where())
            .matches(STATUS);
        statusPending = false;
      }
    }
    assertThat(statusPending)
        .as("%s prints a status without a '# → <status>' line after it", block.where())
        .isFalse();
  }

  private static void assertClaims(Block block, List<String> output) {
    int next = 0;
    for (String claim : block.claims()) {
      int found = output.subList(next, output.size()).indexOf(claim);
      if (found < 0) {
        fail(
            "%s claims it prints%n  %s%nbut after the lines claimed before it, its output is:%n%s",
            block.where(), claim, String.join("\n", output.subList(next, output.size())));
      }
      next += found + 1;
    }
  }

  // ---------------------------------------------------------------------------------------------
  // Running the blocks

  /**
   * What the run printed: standard output by block index, standard error, the exit code and, when a
   * command failed, the README line bash reported for it.
   */
  record Walk(Map<Integer, List<String>> stdout, String stderr, int exitCode, String failedLine) {}

  private static Walk walk(List<Block> blocks, int port, String password, Path folder)
      throws IOException, InterruptedException {
    String marker = "@@readme-block-" + UUID.randomUUID() + "@@";
    // The script's lines, and for each the README line it comes from (0: added by this test).
    List<String> script = new ArrayList<>();
    List<Integer> readmeLines = new ArrayList<>();
    script.add("set -euo pipefail");
    script.add("trap 'echo \"" + marker + "failed at line $LINENO\" >&2' ERR");
    readmeLines.addAll(List.of(0, 0));
    for (int i = 0; i < blocks.size(); i++) {
      Block block = blocks.get(i);
      script.add("echo '" + marker + i + "'");
      readmeLines.add(0);
      for (int j = 0; j < block.lines().size(); j++) {
        script.add(block.lines().get(j).replace("localhost:8080", "localhost:" + port));
        readmeLines.add(block.line() + j);
      }
    }
    Path file = folder.resolveSibling("walkthrough.sh");
    Path out = folder.resolveSibling("walkthrough.out");
    Path err = folder.resolveSibling("walkthrough.err");
    Files.write(file, script, StandardCharsets.UTF_8);

    ProcessBuilder builder =
        new ProcessBuilder("bash", file.toString())
            .directory(folder.toFile())
            .redirectOutput(out.toFile())
            .redirectError(err.toFile());
    Map<String, String> env = builder.environment();
    env.keySet()
        .removeIf(k -> k.startsWith("PLATFORM_") || k.toLowerCase(Locale.ROOT).endsWith("_proxy"));
    env.put("PLATFORM_ADMIN_PASSWORD", password);
    env.put("NO_PROXY", "localhost,127.0.0.1");
    env.put("no_proxy", "localhost,127.0.0.1");
    Process bash = builder.start();
    if (!bash.waitFor(WALKTHROUGH_TIMEOUT.toSeconds(), TimeUnit.SECONDS)) {
      bash.descendants().forEach(ProcessHandle::destroyForcibly);
      bash.destroyForcibly();
      bash.waitFor(10, TimeUnit.SECONDS);
      fail(
          "The walkthrough did not end within %s; it printed:%n%s", WALKTHROUGH_TIMEOUT, read(out));
    }

    Map<Integer, List<String>> stdout = new LinkedHashMap<>();
    List<String> current = null;
    for (String line : read(out).split("\n", -1)) {
      if (line.startsWith(marker)) {
        current = new ArrayList<>();
        stdout.put(Integer.parseInt(line.substring(marker.length())), current);
      } else if (current != null) {
        current.add(line);
      }
    }
    String stderr = read(err);
    String failedLine = "?";
    // The ERR trap names the line of a command that failed; bash itself names the line of an
    // unbound variable or a syntax error.
    Matcher failed =
        Pattern.compile(
                "(?:" + Pattern.quote(marker) + "failed at line |walkthrough\\.sh: line )(\\d+)")
            .matcher(stderr);
    if (failed.find()) {
      int index = Integer.parseInt(failed.group(1)) - 1; // bash counts lines from 1
      failedLine =
          index >= 0 && index < readmeLines.size() ? String.valueOf(readmeLines.get(index)) : "?";
    }
    // Without the lines of the trap, whose script line numbers would only confuse.
    String errors = String.join("\n", stderr.lines().filter(l -> !l.startsWith(marker)).toList());
    return new Walk(stdout, errors, bash.exitValue(), failedLine);
  }

  private static String read(Path file) {
    try {
      return Files.readString(file, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  // ---------------------------------------------------------------------------------------------
}
