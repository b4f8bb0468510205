package org.platform.mdm.process;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.ConnectException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.stream.Stream;

/**
 * The README's command that starts its test identity provider (a {@code ```sh} block, since it
 * starts a server), run as a reader runs it in a second terminal: with bash, from the project's
 * folder, as written but for the platform's port in the address the provider sends back to. It runs
 * until {@link #close()}, which stops it with everything it started.
 */
final class ReadmeProviderCommand implements AutoCloseable {

  /** The provider's port, as the README names it. */
  static final int PORT = 9000;

  /** The first start compiles the tests, on a machine that may be busy. */
  private static final Duration START_TIMEOUT = Duration.ofSeconds(180);

  private static final String DISCOVERY =
      "http://localhost:" + PORT + "/.well-known/openid-configuration";

  private final String command;
  private final Process process;
  private final Path output;

  private ReadmeProviderCommand(String command, Process process, Path output) {
    this.command = command;
    this.process = process;
    this.output = output;
  }

  /** The one {@code ```sh} block of the README that runs {@code exec:java} with the provider. */
  static String commandOf(List<ReadmeIT.Block> blocks) {
    List<ReadmeIT.Block> found =
        blocks.stream()
            .filter(b -> b.language().equals("sh"))
            .filter(b -> String.join("\n", b.lines()).contains("exec:java"))
            .filter(b -> String.join("\n", b.lines()).contains("OidcProvider"))
            .toList();
    assertThat(found)
        .as("the README's ```sh block that starts the test identity provider (exec:java)")
        .hasSize(1);
    return String.join("\n", found.get(0).lines());
  }

  /**
   * Runs the command from {@code project} and waits until the provider answers its discovery
   * document on its port; fails naming the command and what it printed when it ends first or does
   * not answer in time.
   *
   * @param platformPort the port of the platform the walkthrough runs against, for the README's
   *     8080
   */
  static ReadmeProviderCommand start(
      String readmeCommand, int platformPort, Path project, Path work)
      throws IOException, InterruptedException {
    String command = readmeCommand.replace("localhost:8080", "localhost:" + platformPort);
    if (listening()) {
      fail(
          "Port %d is taken before the README's identity provider starts: stop what listens there"
              + " (an earlier provider?) and run the test again.",
          PORT);
    }
    Path output = work.resolve("identity-provider.out");
    ProcessBuilder builder =
        new ProcessBuilder("bash", "-c", command)
            .directory(project.toFile())
            .redirectErrorStream(true)
            .redirectOutput(output.toFile());
    builder.environment().keySet().removeIf(k -> k.startsWith("PLATFORM_"));
    ReadmeProviderCommand started = new ReadmeProviderCommand(command, builder.start(), output);
    try {
      started.awaitAnswer();
    } catch (AssertionError | RuntimeException | InterruptedException e) {
      started.close();
      throw e;
    }
    return started;
  }

  private void awaitAnswer() throws InterruptedException {
    HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();
    long end = System.nanoTime() + START_TIMEOUT.toNanos();
    while (System.nanoTime() < end) {
      if (!process.isAlive()) {
        fail(
            "The README's command that starts the identity provider ended (exit %d) before the"
                + " provider answered %s.%nThe command:%n%s%nIts output:%n%s",
            process.exitValue(), DISCOVERY, command, printed());
      }
      try {
        HttpResponse<String> r =
            http.send(
                HttpRequest.newBuilder(URI.create(DISCOVERY))
                    .timeout(Duration.ofSeconds(5))
                    .build(),
                HttpResponse.BodyHandlers.ofString());
        if (r.statusCode() == 200 && r.body().contains("authorization_endpoint")) {
          return;
        }
      } catch (IOException notYet) {
        // not listening yet
      }
      Thread.sleep(500);
    }
    fail(
        "The README's command that starts the identity provider did not make it answer %s within"
            + " %s.%nThe command:%n%s%nIts output:%n%s",
        DISCOVERY, START_TIMEOUT, command, printed());
  }

  private static boolean listening() throws IOException {
    try (Socket socket = new Socket()) {
      socket.connect(new InetSocketAddress("localhost", PORT), 1000);
      return true;
    } catch (ConnectException e) {
      return false;
    }
  }

  private String printed() {
    try {
      return Files.exists(output) ? Files.readString(output, StandardCharsets.UTF_8) : "";
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  boolean running() {
    return process.isAlive();
  }

  /** Stops the command and every process it started (Maven runs the provider in its own JVM). */
  @Override
  public void close() {
    List<ProcessHandle> all =
        Stream.concat(process.descendants(), Stream.of(process.toHandle())).toList();
    all.forEach(ProcessHandle::destroy);
    for (ProcessHandle p : all) {
      try {
        p.onExit().get(20, TimeUnit.SECONDS);
      } catch (ExecutionException | TimeoutException e) {
        p.destroyForcibly();
      } catch (InterruptedException e) {
        all.forEach(ProcessHandle::destroyForcibly);
        Thread.currentThread().interrupt();
        return;
      }
    }
  }
}
