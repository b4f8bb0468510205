package org.platform.mdm.process;

import static org.assertj.core.api.Assertions.fail;

import java.io.IOException;
import java.util.concurrent.TimeUnit;

/**
 * Programs a test runs besides the server (curl, jq, Chromium): when one is missing, the test
 * installs its Debian package with {@code apt-get} if it runs as root, and otherwise fails saying
 * what to install.
 */
final class Prerequisites {

  private Prerequisites() {}

  /** Makes sure {@code tool} (also the Debian package's name) runs, for {@code whoNeedsIt}. */
  static void ensureInstalled(String tool, String whoNeedsIt) throws InterruptedException {
    ensureInstalled(tool, "--version", whoNeedsIt);
  }

  /**
   * As {@link #ensureInstalled(String, String)}, for a tool (and its Debian package of the same
   * name) that tells its version with another flag ({@code slapd -VV}: {@code -V} alone goes on to
   * start the server).
   */
  static void ensureInstalled(String tool, String versionFlag, String whoNeedsIt)
      throws InterruptedException {
    if (runs(tool, versionFlag)) {
      return;
    }
    boolean root = install(tool);
    if (!runs(tool, versionFlag)) {
      fail(
          "%s needs '%s' on the PATH and it is missing%s. Install it (Debian, Ubuntu: 'apt-get"
              + " install -y %s') and run the test again.",
          whoNeedsIt, tool, root ? " (apt-get could not install it)" : "", tool);
    }
  }

  /**
   * Makes sure the Debian package {@code name} is installed (its programs are not all on the PATH
   * nor all tell a version: the Kerberos KDC's live in /usr/sbin), for {@code whoNeedsIt}.
   */
  static void ensurePackage(String name, String whoNeedsIt) throws InterruptedException {
    if (runs("dpkg", "-s", name)) {
      return;
    }
    boolean root = install(name);
    if (!runs("dpkg", "-s", name)) {
      fail(
          "%s needs the package '%s' and it is missing%s. Install it (Debian, Ubuntu: 'apt-get"
              + " install -y %s') and run the test again.",
          whoNeedsIt, name, root ? " (apt-get could not install it)" : "", name);
    }
  }

  /**
   * Installs a Debian package when this runs as root with apt-get (updating the package lists once
   * if the first try fails); answers whether it runs as root. The integration tests run in two
   * forks, so two installs may meet: each waits up to five minutes for the other's lock.
   */
  private static boolean install(String name) throws InterruptedException {
    boolean root = "root".equals(System.getProperty("user.name"));
    if (root && runs("apt-get", "--version")) {
      String wait = "DPkg::Lock::Timeout=300";
      if (!runs("apt-get", "-o", wait, "install", "-y", "-q", name)) {
        runs("apt-get", "-o", wait, "update", "-q");
        runs("apt-get", "-o", wait, "install", "-y", "-q", name);
      }
    }
    return root;
  }

  private static boolean runs(String... command) throws InterruptedException {
    try {
      ProcessBuilder builder =
          new ProcessBuilder(command)
              .redirectErrorStream(true)
              .redirectOutput(ProcessBuilder.Redirect.DISCARD);
      builder.environment().put("DEBIAN_FRONTEND", "noninteractive");
      Process process = builder.start();
      if (!process.waitFor(10, TimeUnit.MINUTES)) {
        process.destroyForcibly();
        return false;
      }
      return process.exitValue() == 0;
    } catch (IOException e) {
      return false; // not installed
    }
  }
}
