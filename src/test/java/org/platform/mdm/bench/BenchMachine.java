package org.platform.mdm.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

/** What the benchmarks report of the machine they ran on, read from /proc. */
final class BenchMachine {

  private BenchMachine() {}

  static String loadAverage() {
    try {
      String[] parts = Files.readString(Path.of("/proc/loadavg")).strip().split("\\s+");
      return parts[0] + " " + parts[1] + " " + parts[2];
    } catch (IOException | RuntimeException e) {
      return "unknown";
    }
  }

  static String cpuModel() {
    try {
      return Files.readAllLines(Path.of("/proc/cpuinfo")).stream()
          .filter(l -> l.startsWith("model name"))
          .map(l -> l.substring(l.indexOf(':') + 1).strip())
          .findFirst()
          .orElse("unknown");
    } catch (IOException e) {
      return "unknown";
    }
  }

  static String memory() {
    try {
      return Files.readAllLines(Path.of("/proc/meminfo")).stream()
          .filter(l -> l.startsWith("MemTotal"))
          .map(
              l ->
                  String.format(
                      Locale.ROOT,
                      "%.1f GiB",
                      Long.parseLong(l.replaceAll("\\D", "")) / (1024.0 * 1024.0)))
          .findFirst()
          .orElse("unknown");
    } catch (IOException e) {
      return "unknown";
    }
  }
}
